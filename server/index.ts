/**
 * Start-up: read .env and the configuration, open and migrate the database, make sure an admin exists, serve,
 * and shut down cleanly on SIGTERM/SIGINT. Any start-up failure ends with one readable line.
 */
import http from "node:http";
import path from "node:path";
import { createApp } from "./app";
import { expressServerClasses } from "./express-server-classes";
import { builtClientRoot, mountBuiltClient, mountDevClient } from "./client-serving";
import { createSitePages } from "./site-pages/site-pages";
import { torontoDate } from "../shared/quote-rules";
import { readConfig } from "./config";
import { applyConnectionTimeouts } from "./connection-timeouts";
import { openDatabase } from "./db";
import { loadEnvFile } from "./env-file";
import { createLogger } from "./logger";
import { ensureAdminAccount } from "./features/account/admin-accounts";
import { startMailSender } from "./documents/mail-sender";
import { startupFailureLine } from "./startup-errors";
import { startupWarnings } from "./startup-warnings";
import { systemClock } from "./clock";

/** Where a disk error at start-up happened: the configured DATA_DIR once read, else its default. */
let dataDirInUse = "./data";

async function main() {
  // Before anything reads the environment; a variable the environment already has (even empty) wins.
  const envFile = path.resolve(".env");
  const fromFile = loadEnvFile(envFile);
  const config = readConfig();
  dataDirInUse = config.dataDir;
  const logger = createLogger(config.logLevel);
  if (fromFile.found) logger.info({ file: envFile, set: fromFile.set.length, keptFromEnvironment: fromFile.kept.length }, "read .env");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdminAccount(database.db, config);
  for (const warning of startupWarnings(config)) logger.warn(warning);
  // Requests and responses made with the Express app's prototypes once it exists (decision 0152).
  const serverClasses = expressServerClasses();
  const server = http.createServer(serverClasses.options);
  applyConnectionTimeouts(server);
  // The one clock of this server (AppDeps.clock): the API's handlers and the mail sender read the same.
  const clock = systemClock;
  // The request listener: the Express app answers every request.
  const handleRequest = await createApp({
    config,
    database,
    logger,
    clock,
    mountClient:
      config.env === "production"
        ? (builtApp) =>
            mountBuiltClient(
              builtApp,
              undefined,
              createSitePages({ root: builtClientRoot, db: database.db, origin: config.publicUrl, logger, today: () => torontoDate(clock()) }),
            )
        : (devApp) => mountDevClient(devApp, server),
  });

  serverClasses.use(handleRequest.express);
  server.on("request", handleRequest);
  // Requests only queue e-mail; this delivers it (SMTP_URL, or .eml files in DATA_DIR/outbox) and retries.
  const mailSender = startMailSender({ db: database.db, config, logger, clock });
  server.listen(config.port, () => {
    logger.info(
      {
        url: `http://localhost:${config.port}`,
        database: database.driver,
        demoAdmin: !config.admin,
        mail: config.smtpUrl ? "smtp" : `files in ${config.dataDir}/outbox`,
      },
      "Forma Concrete is listening",
    );
  });
  server.on("error", (error) => fail(error));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await mailSender.stop().catch(() => {});
      await database.close().catch(() => {});
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function fail(error: unknown): never {
  console.error(startupFailureLine(error, dataDirInUse));
  process.exit(1);
}

main().catch(fail);
