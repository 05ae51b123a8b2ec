/**
 * Builds the real application (createApp) on a fresh real database for one test file.
 * Nothing of our own is mocked: requests go through every middleware, service and query.
 */
import type { RequestListener } from "node:http";
import "./answer-check";
import request from "supertest";
import { createApp, type App, type AppDeps } from "../../server/app";
import { readConfig, type Config } from "../../server/config";
import type { DatabaseHandle } from "../../server/db";
import type { RateLimits } from "../../server/middleware/rate-limits";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { demoAdmin } from "../../shared/business";
import { createTestDatabaseLocation, openTestDatabase, type TestDatabaseLocation } from "./test-database";

export type TestApp = {
  app: App;
  database: DatabaseHandle;
  config: Config;
  location: TestDatabaseLocation;
  /** Closes the database and removes what the test created. */
  close: () => Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  /** The app's one clock (AppDeps.clock): handlers, rate limits, session ages. Tests move it on. */
  clock?: () => Date;
  /** Reuse a location (restart tests); by default each app gets a fresh database. */
  location?: TestDatabaseLocation;
  onDisk?: boolean;
  /** Page serving after the API, as server/index.ts adds it (none by default). */
  mountClient?: AppDeps["mountClient"];
};

/** Generous limits so suites that send many requests are not throttled; rate-limit tests lower them. */
const relaxedLimits: RateLimits = {
  loginFailuresPerClient: 10,
  loginFailuresPerAddress: 100_000,
  loginFailuresPerAccount: 100_000,
  publicWrites: 100_000,
  changeRequestsPerQuote: 100_000,
  changeRequestsPerAddress: 100_000,
  photoBytesPerAddressPerDay: 100 * 1024 * 1024 * 1024,
  acknowledgementsPerRecipient: 100_000,
  verifyChecksPerAddress: 100_000,
  badBodiesPerAddress: 100_000,
};

export function testConfig(env: Record<string, string> = {}): Config {
  return readConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SESSION_SECRET: "test-session-secret-0123456789",
    PUBLIC_URL: "http://forma.test",
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const location = options.location ?? (await createTestDatabaseLocation({ onDisk: options.onDisk }));
  const config = { ...testConfig(options.env), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
  const database = await openTestDatabase(location);
  await ensureAdminAccount(database.db, config);
  // Reminder tests call sendDueReminders with their own clock; no timer sweeps behind their back.
  const app = await createApp({
    config,
    database,
    rateLimits: { ...relaxedLimits, ...options.rateLimits },
    clock: options.clock,
    reminderSweepMs: 0,
    mountClient: options.mountClient,
  });
  return {
    app,
    database,
    config,
    location,
    close: async () => {
      await database.close();
      if (!options.location) await location.dispose();
    },
  };
}

/** A supertest agent (keeps cookies) signed in as the demo admin. */
export async function adminAgent(
  app: RequestListener,
  credentials: { email: string; password: string } = { email: demoAdmin.email, password: demoAdmin.password },
) {
  const agent = request.agent(app);
  const response = await agent.post("/api/admin/login").send(credentials);
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status} ${response.text}`);
  return agent;
}
