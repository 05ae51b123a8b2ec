/**
 * Benchmark child (a): the real application from createApp, started the way server/index.ts starts it
 * in production (same config reader, logger and database), without the page serving and the mail
 * sender, which GET /api/links/:token never touches.
 */
import http from "node:http";
import { createApp } from "../../server/app";
import { expressServerClasses } from "../../server/express-server-classes";
import { readConfig } from "../../server/config";
import { openDatabase } from "../../server/db";
import { createLogger } from "../../server/logger";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { serveChild } from "./child";

const config = readConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await ensureAdminAccount(database.db, config);
const classes = expressServerClasses();
const handleRequest = await createApp({ config, database, logger });
classes.use(handleRequest.express);
serveChild(http.createServer(classes.options, handleRequest), () => database.close());
