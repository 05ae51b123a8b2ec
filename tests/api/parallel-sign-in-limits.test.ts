/**
 * Sign-in and password-change limits under parallel attempts: each attempt is counted before its
 * password is checked, so of 150 wrong passwords sent at once exactly the limit are checked (answered
 * 401, or 400 for a wrong current password) and the rest refused with 429, on both databases. The
 * owner's own browser (device token) signs in during the attack, and the operator's reset (a new
 * ADMIN_PASSWORD at start) lets a new device in.
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultRateLimits } from "../../server/middleware/rate-limits";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { demoAdmin } from "../../shared/business";
import { errorBody } from "../support/error-body";
import { createTestApp, type TestApp } from "../support/test-app";

const attempts = 150;
const demo = { email: demoAdmin.email, password: demoAdmin.password };
const documented = {
  loginFailuresPerClient: defaultRateLimits.loginFailuresPerClient,
  loginFailuresPerAddress: defaultRateLimits.loginFailuresPerAddress,
  loginFailuresPerAccount: defaultRateLimits.loginFailuresPerAccount,
};

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: "true" }, rateLimits: documented });
});
afterEach(() => t.close());

const login = (address: string, body: object, cookie?: string) => {
  const call = request(t.app).post("/api/admin/login").set("X-Forwarded-For", address);
  return (cookie ? call.set("Cookie", cookie) : call).send(body);
};

/** How many answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

function deviceCookieOf(response: request.Response): string {
  const cookie = (response.headers["set-cookie"] as unknown as string[]).find((line) => line.startsWith("forma.device="));
  if (!cookie) throw new Error("no device token was set");
  return cookie.split(";")[0];
}

describe("150 wrong passwords at once from one address", () => {
  it("checks exactly the per-client limit for one account, and the owner's own browser signs in meanwhile", { timeout: 120_000 }, async () => {
    const owner = await login("198.51.100.7", demo);
    expect(owner.status).toBe(200);
    const device = deviceCookieOf(owner);

    const attack = Array.from({ length: attempts }, (_, index) => login("203.0.113.5", { email: demo.email, password: `guess-${index}` }));
    // The owner signs in from the attacked address too, in the middle of the attack.
    const during = login("203.0.113.5", demo, device);
    const [answers, ownerDuring] = await Promise.all([Promise.all(attack), during]);

    expect(tally(answers.map((answer) => answer.status))).toEqual({
      401: documented.loginFailuresPerClient,
      429: attempts - documented.loginFailuresPerClient,
    });
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(errorBody(refused).code).toBe("RATE_LIMITED");
    expect(ownerDuring.status).toBe(200);

    // After the attack the attacked address stays refused, even with the right password, but not the owner's browser.
    expect((await login("203.0.113.5", demo)).status).toBe(429);
    expect((await login("203.0.113.5", demo, device)).status).toBe(200);
  });

  it("checks exactly the per-address limit across made-up accounts", { timeout: 120_000 }, async () => {
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) => login("203.0.113.6", { email: `nobody-${index}@example.com`, password: "guessing-1" })),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      401: documented.loginFailuresPerAddress,
      429: attempts - documented.loginFailuresPerAddress,
    });
  });

  it("lets a new device in after the operator's reset (a new ADMIN_PASSWORD applied at start)", { timeout: 120_000 }, async () => {
    await Promise.all(Array.from({ length: 20 }, () => login("203.0.113.7", { email: demo.email, password: "not-it" })));
    expect((await login("203.0.113.7", demo)).status).toBe(429);

    const reset = { email: demo.email, password: "operator-reset-password-1" };
    await ensureAdminAccount(t.database.db, { ...t.config, admin: reset });
    expect((await login("203.0.113.7", reset)).status).toBe(200);
  });
});

describe("150 wrong current passwords at once on the password form", () => {
  it("checks exactly the per-client limit and refuses the rest", { timeout: 120_000 }, async () => {
    const agent = request.agent(t.app);
    expect((await agent.post("/api/admin/login").set("X-Forwarded-For", "198.51.100.8").send(demo)).status).toBe(200);
    const change = (current: string) => ({ currentPassword: current, newPassword: "second-password-2", confirm: "second-password-2" });

    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        agent
          .post("/api/admin/password")
          .set("X-Forwarded-For", "198.51.100.8")
          .send(change(`wrong-${index}`)),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      400: documented.loginFailuresPerClient,
      429: attempts - documented.loginFailuresPerClient,
    });
    for (const checked of answers.filter((answer) => answer.status === 400)) expect(errorBody(checked).code).toBe("VALIDATION_FAILED");

    // The password did not change: the demo password still signs in from a browser the attack did not touch.
    expect((await login("192.0.2.60", demo)).status).toBe(200);
  });
});
