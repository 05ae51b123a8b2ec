/**
 * createApp(deps): the whole HTTP application, without listening. Tests build it with a real
 * database; server/index.ts adds the page serving (Vite in development, the build in production).
 */
import compression from "compression";
import express, { type Express, Router } from "express";
import helmet from "helmet";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db";
import { notFound } from "./errors";
import { createLogger, type Logger } from "./logger";
import { loadAdminSession } from "./middleware/auth";
import { errorHandler } from "./middleware/errors";
import { limitJsonDepth } from "./middleware/json-depth";
import { rejectCrossOrigin } from "./middleware/origin-check";
import { defaultRateLimits, publicWriteLimiter, type RateLimits } from "./middleware/rate-limits";
import { createSessionMiddleware, resolveSessionSecret } from "./middleware/session";
import { adminRoutes } from "./routes/admin";
import { assetRoutes } from "./routes/assets";
import { contractRoutes } from "./routes/contracts";
import { healthRoutes } from "./routes/health";
import { openApiRoutes } from "./routes/openapi";
import { quoteRequestRoutes } from "./routes/quote-requests";
import { quoteRoutes } from "./routes/quotes";
import { verifyRoutes } from "./routes/verify";
import { mailSettings } from "./services/mail/settings";
import { loadSigningCertificate } from "./services/signing-certificate";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger?: Logger;
  rateLimits?: Partial<RateLimits>;
  /** Adds page serving after the API (and before the error handler). */
  mountClient?: (app: Express) => void | Promise<void>;
};

export async function createApp(deps: AppDeps): Promise<Express> {
  const { config, database } = deps;
  const db = database.db;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const limits = { ...defaultRateLimits, ...deps.rateLimits };
  // The certificate that signs contract PDFs: an unusable SIGNING_P12 stops start-up here (ConfigError).
  await loadSigningCertificate(config);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  const securityHeaders = helmet({
    contentSecurityPolicy:
      config.env === "development"
        ? false // Vite's dev client injects inline scripts and a websocket
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              connectSrc: ["'self'"],
              workerSrc: ["'self'", "blob:"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
            },
          },
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
  });
  app.use((req, res, next) => {
    // Hashed scripts and styles: document policies (CSP, framing) do nothing for them and would add
    // about 700 bytes to every request; they keep the two headers that do apply.
    if (req.path.startsWith("/assets/")) {
      res.set({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
      return next();
    }
    securityHeaders(req, res, next);
  });
  // Pages, scripts, styles and JSON travel compressed; images are already compressed and are skipped.
  app.use(compression());
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) }, "request");
    });
    next();
  });

  const api = Router();
  api.use(rejectCrossOrigin(config.publicUrl));
  api.use(express.json({ limit: "1mb" }));
  api.use(limitJsonDepth);
  api.use(createSessionMiddleware(db, resolveSessionSecret(config), { secureCookie: config.publicUrl.startsWith("https:") }));
  api.use(loadAdminSession(db));
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const publicWrites = publicWriteLimiter(limits);
  api.use(healthRoutes(database));
  api.use(openApiRoutes(config.publicUrl));
  api.use(assetRoutes());
  api.use(adminRoutes(db, config, limits));
  const mail = mailSettings(config);
  api.use(quoteRequestRoutes(db, mail, publicWrites));
  api.use(quoteRoutes(db, mail, publicWrites));
  api.use(contractRoutes(db, mail, publicWrites));
  api.use(verifyRoutes(db));
  api.use((_req, _res, next) => next(notFound("NOT_FOUND", "Not found")));
  app.use("/api", api);

  await deps.mountClient?.(app);
  app.use(errorHandler(logger));
  return app;
}
