/**
 * createApp(deps): the whole HTTP application, without listening. Tests build it with a real
 * database; server/index.ts adds the page serving (Vite in development, the build in production).
 */
import type { RequestListener } from "node:http";
import { startScriptHash } from "./site-pages/first-paint/fast-first-paint";
import express, { type Express, Router } from "express";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db";
import { notFound } from "./errors";
import { createLogger, requestLogger, type Logger } from "./logger";
import { loadAdminSession } from "./middleware/auth";
import { compressAnswers } from "./middleware/compress-answers";
import { errorHandler } from "./middleware/errors";
import { rejectCrossOrigin } from "./middleware/origin-check";
import { refuseOffSitePaths } from "./same-site-redirect";
import { mailLinkRoutes } from "./features/mail-links/routes";
import { precomputedSecurityHeaders } from "./middleware/security-headers";
import { defaultRateLimits, publicWriteLimiter, rateLimitRules, type Limits, type RateLimits } from "./middleware/rate-limits";
import { createSessionMiddleware, resolveSessionSecret } from "./middleware/session";
import { endpointBindings } from "./endpoints/bindings";
import { mountEndpoints } from "./endpoints/mount";
import { mailSettings } from "./mail/settings";
import { scheduleReminderSweeps } from "./features/quotes/quote-reminders";
import { createRateLimiter } from "./limits/rate-limiter";
import { loadSigningCertificate } from "./features/contracts/signing-certificate";
import { systemClock } from "./clock";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  logger?: Logger;
  rateLimits?: Partial<RateLimits>;
  /**
   * The server's one clock (default: the wall clock): handlers get `now` from it, and the rate
   * limiter, the session age check, the reminder sweep and the mail sender read it too. Tests move it on.
   */
  clock?: () => Date;
  /** How often this server sweeps for due quote reminders; 0 turns the sweep off (default 5 minutes). */
  reminderSweepMs?: number;
  /** Adds page serving after the API (and before the error handler). */
  mountClient?: (app: Express) => void | Promise<void>;
};

/**
 * The server's request listener (for http.createServer, or supertest): the Express app answers every
 * request. The app is given too: the contract test walks its routers to prove every /api route it
 * serves is an entry of the endpoint table.
 */
export type App = RequestListener & { readonly express: Express };

export async function createApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const db = database.db;
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const limits: Limits = { limiter: createRateLimiter(db, clock), rules: rateLimitRules({ ...defaultRateLimits, ...deps.rateLimits }) };
  // Ended windows are overwritten on their next hit; the rest are swept hourly so the table stays small.
  setInterval(() => limits.limiter.prune().catch(() => {}), 60 * 60 * 1000).unref();
  // The certificate that signs contract PDFs: an unusable SIGNING_P12 stops start-up here (ConfigError).
  await loadSigningCertificate(config);

  const sessionSecret = resolveSessionSecret(config);
  const app = express();
  app.disable("x-powered-by");
  // Every JSON answer is Cache-Control: no-store, so nothing ever revalidates it and hashing each body
  // for an ETag is wasted; the contract PDF sets its own ETag, and pages are sent without one.
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  // First, so every answer (a refused or failed one too) has its X-Request-Id and its log line.
  app.use(requestLogger(logger));
  // `//host/` and `/\host/` are other sites' addresses to a browser: refused before anything can echo
  // them into a redirect (decision 0112); every redirect is made by server/same-site-redirect.ts (0152).
  app.use(refuseOffSitePaths);
  const securityHeaders = precomputedSecurityHeaders({
    contentSecurityPolicy:
      config.env === "development"
        ? false // Vite's dev client injects inline scripts and a websocket
        : {
            // Every page's headers travel in its first round trip with its HTML (decision 0145): no
            // directive that only repeats default-src (fonts, connections), and no script-src-attr,
            // since script-src already refuses inline handlers (a hash never allows an attribute).
            directives: {
              defaultSrc: ["'self'"],
              // The public pages' one inline script, by its hash (server/site-pages/first-paint/fast-first-paint.ts).
              scriptSrc: ["'self'", startScriptHash()],
              scriptSrcAttr: null,
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "blob:"],
              workerSrc: ["'self'", "blob:"],
              fontSrc: null,
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: config.publicUrl.startsWith("https:") ? [] : null,
            },
          },
    strictTransportSecurity: config.publicUrl.startsWith("https:"),
    // Headers for Internet Explorer (X-Download-Options) and for an XSS filter no browser has kept
    // (X-XSS-Protection: 0 only switched it off): bytes in every page's first round trip.
    xDownloadOptions: false,
    xXssProtection: false,
  });
  app.use((req, res, next) => {
    // Hashed scripts and styles: document policies (CSP, framing) do nothing for them and would add
    // about 700 bytes to every request; they keep the two headers that do apply.
    if (req.path.startsWith("/assets/")) {
      res.set({ "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "same-origin" });
      return next();
    }
    securityHeaders.middleware(req, res, next);
  });
  app.use(compressAnswers());

  const api = Router();
  api.use(rejectCrossOrigin(config.publicUrl));
  // No body is read here: the mount reads each route's after its limiter, within its entry's bound
  // (server/endpoints/body-reader.ts, decision 0150).
  api.use(createSessionMiddleware(db, sessionSecret, { secureCookie: config.publicUrl.startsWith("https:"), clock }));
  api.use(loadAdminSession(db, clock));
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  const publicWrites = publicWriteLimiter(limits.limiter, limits.rules.publicWrites);
  const mail = { ...mailSettings(config), acknowledgementLimit: { limiter: limits.limiter, rule: limits.rules.acknowledgements } };
  // Every API route, from the endpoint table (decision 0119).
  mountEndpoints(api, endpointBindings({ db, database, config, mail, limits, publicWrites, sessionSecret }), clock, {
    limiter: limits.limiter,
    rule: limits.rules.badBodies,
  });
  api.use((_req, _res, next) => next(notFound("NOT_FOUND", "Not found")));
  app.use("/api", api);
  // The review link and the unsubscribe, followed from e-mails (a redirect and small pages).
  app.use(mailLinkRoutes(db, config, clock));

  const reminderSweepMs = deps.reminderSweepMs ?? 5 * 60 * 1000;
  if (config.remindersEnabled && reminderSweepMs > 0) {
    scheduleReminderSweeps(db, mail, {
      intervalMs: reminderSweepMs,
      clock,
      onError: (error) => logger.error({ err: error }, "reminder sweep failed"),
    });
  }

  await deps.mountClient?.(app);
  app.use(errorHandler());
  // Every request, the client's quote read included, is answered by this one Express app (decision 0152).
  const listener: RequestListener = (req, res) => app(req, res);
  return Object.assign(listener, { express: app });
}
