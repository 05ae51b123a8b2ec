import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import session, { Store, type SessionData } from "express-session";
import { ConfigError, type Config } from "../config";
import { isPublishedSessionSecret } from "../published-secrets";
import type { Database } from "../db";
import { deleteExpiredSessions, deleteSession, extendSession, findSessionData, saveSessionData } from "../storage/sessions";
import type { Clock } from "../clock";

const sessionLifetimeMs = 12 * 60 * 60 * 1000;
export const sessionCookieName = "forma.sid";
const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the request carries our session cookie at all (valid or not: only the store can tell). */
export function carriesSessionCookie(req: IncomingMessage): boolean {
  return req.headers.cookie?.includes(`${sessionCookieName}=`) ?? false;
}

/** express-session store on our own `session` table, so sessions work the same on both drivers. */
class DatabaseSessionStore extends Store {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    super();
  }

  /**
   * The cookie's own expiry: express-session dates cookies itself, so the row follows the cookie; a
   * session without one (never in practice) lasts a lifetime from the app's clock.
   */
  private expiryOf(data: SessionData): Date {
    return data.cookie?.expires ? new Date(data.cookie.expires) : new Date(this.clock().getTime() + sessionLifetimeMs);
  }

  get(sid: string, callback: (error: unknown, data?: SessionData | null) => void) {
    findSessionData(this.db, sid).then((data) => callback(null, (data as SessionData) ?? null), callback);
  }

  set(sid: string, data: SessionData, callback?: (error?: unknown) => void) {
    saveSessionData(this.db, sid, data, this.expiryOf(data)).then(() => callback?.(), callback);
  }

  destroy(sid: string, callback?: (error?: unknown) => void) {
    deleteSession(this.db, sid).then(() => callback?.(), callback);
  }

  touch(sid: string, data: SessionData, callback?: () => void) {
    extendSession(this.db, sid, this.expiryOf(data)).then(
      () => callback?.(),
      () => callback?.(),
    );
  }

  pruneExpired() {
    return deleteExpiredSessions(this.db);
  }
}

/** A secret once committed to the repository signs cookies anyone could forge: start-up stops instead. */
function refusePublished(secret: string, where: string): string {
  if (isPublishedSessionSecret(secret)) {
    throw new ConfigError(`The session secret in ${where} is the one once published in this project's repository: replace it with a new random one`);
  }
  return secret;
}

/**
 * SESSION_SECRET when set; otherwise a random secret kept in DATA_DIR so sessions survive restarts
 * of a single server without any configuration.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return refusePublished(config.sessionSecret, "SESSION_SECRET");
  const file = path.join(config.dataDir, "session-secret");
  let stored: string | undefined;
  try {
    stored = fs.readFileSync(file, "utf8").trim();
  } catch {
    stored = undefined;
  }
  if (stored !== undefined) return refusePublished(stored, file);
  const secret = randomBytes(32).toString("hex");
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * `secureCookie`: when the public address is https, the cookie is only ever sent over https. The
 * TLS is then ended by a proxy, so the proxy's X-Forwarded-Proto decides whether this request was
 * secure (express-session's `proxy`); a plain-http request gets no session cookie at all.
 */
export function createSessionMiddleware(db: Database, secret: string, options: { secureCookie: boolean; clock: Clock }): RequestHandler {
  const store = new DatabaseSessionStore(db, options.clock);
  const pruning = setInterval(() => store.pruneExpired().catch(() => {}), 60 * 60 * 1000);
  pruning.unref();
  const sessions = session({
    name: sessionCookieName,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: options.secureCookie ? true : undefined,
    cookie: { httpOnly: true, sameSite: "lax", secure: options.secureCookie ? true : "auto", maxAge: sessionLifetimeMs },
  });
  return (req, res, next) => {
    // A read without our cookie has no session to load and must not start one (a session starts only
    // at sign-in, a POST), so it skips the work of a new, unused session: its random id, its hash
    // and the hooks on the answer. Such a request has no req.session; code reads it as `req.session?.`.
    if (readMethods.has(req.method) && !carriesSessionCookie(req)) return next();
    sessions(req, res, next);
  };
}
