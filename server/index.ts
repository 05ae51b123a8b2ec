/**
 * Start-up: read the configuration, open and migrate the database, make sure an admin exists, serve,
 * and shut down cleanly on SIGTERM/SIGINT. Any start-up failure ends with one readable line.
 */
import http from "node:http";
import { createApp } from "./app";
import { mountBuiltClient, mountDevClient } from "./client-serving";
import { ConfigError, readConfig } from "./config";
import { DatabaseUnavailableError, openDatabase } from "./db";
import { createLogger } from "./logger";
import { ensureAdminAccount } from "./services/admin-accounts";
import { startMailSender } from "./services/mail/sender";
import { demoAdmin } from "../shared/business";

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await ensureAdminAccount(database.db, config);
  if (!config.admin) {
    logger.warn(
      { email: demoAdmin.email },
      "The demo admin is in use and its password is shown on the login screen: set ADMIN_EMAIL and ADMIN_PASSWORD before real use",
    );
  }
  const server = http.createServer();
  const app = await createApp({
    config,
    database,
    logger,
    mountClient: config.env === "production" ? mountBuiltClient : (devApp) => mountDevClient(devApp, server),
  });

  server.on("request", app);
  // Requests only queue e-mail; this delivers it (SMTP_URL, or .eml files in DATA_DIR/outbox) and retries.
  const mailSender = startMailSender({ db: database.db, config, logger });
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
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  const code = (error as { code?: string }).code;
  const line = known
    ? (error as Error).message
    : code === "EADDRINUSE"
      ? `Port ${(error as { port?: number }).port ?? ""} is already in use: set PORT to a free port.`
      : `Start-up failed: ${error instanceof Error ? error.message : String(error)}`;
  console.error(line);
  process.exit(1);
}

main().catch(fail);
