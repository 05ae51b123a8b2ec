/**
 * The admin's account: changing the password (the current one required; every other session ends,
 * this one stays) and signing out everywhere; and a password changed in the app survives a restart
 * until the configured password itself changes.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { events, users } from "../../shared/schema";
import { errorBody } from "../support/error-body";
import { adminAgent, createTestApp, testConfig, type TestApp } from "../support/test-app";

const owner = { email: "owner@formaconcretegta.ca", password: "first-password-1" };
const env = { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password };

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function ownerApp(options: Parameters<typeof createTestApp>[0] = {}) {
  t = await createTestApp({ env, ...options });
  return t;
}

const change = (currentPassword: string, newPassword: string, confirm = newPassword) => ({ currentPassword, newPassword, confirm });

describe("POST /api/admin/password", () => {
  it("changes the password: every other session ends, this one stays signed in, and only the new password signs in", async () => {
    const { app, database } = await ownerApp();
    const here = await adminAgent(app, owner);
    const phone = await adminAgent(app, owner);
    await phone.get("/api/quotes").expect(200);

    const response = await here.post("/api/admin/password").send(change(owner.password, "second-password-2"));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "Password changed. Other devices are signed out." });

    await here.get("/api/quotes").expect(200);
    expect((await here.get("/api/admin/session")).body).toEqual({ success: true, authenticated: true, email: owner.email });
    const other = await phone.get("/api/quotes");
    expect(other.status).toBe(401);
    expect((await phone.get("/api/admin/session")).body.authenticated).toBe(false);

    const [user] = await database.db.select().from(users);
    expect(user.credentialVersion).toBe(2);
    expect(user.password).toMatch(/^scrypt\$/);
    expect(user.password).not.toContain("second-password-2");
    expect((await request(app).post("/api/admin/login").send(owner)).status).toBe(401);
    await adminAgent(app, { email: owner.email, password: "second-password-2" });

    const audit = await database.db.select().from(events).where(eq(events.type, "admin.password_changed"));
    expect(audit).toHaveLength(1);
    expect(audit[0].data).toMatchObject({ email: owner.email });
  });

  it("refuses a wrong current password with 400 on that field, and changes nothing", async () => {
    const { app, database } = await ownerApp();
    const agent = await adminAgent(app, owner);
    const response = await agent.post("/api/admin/password").send(change("not-my-password", "second-password-2"));
    expect(response.status).toBe(400);
    expect(errorBody(response)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "The current password is not right",
      errors: { currentPassword: "The current password is not right" },
    });
    await agent.get("/api/quotes").expect(200);
    const [user] = await database.db.select().from(users);
    expect(user.credentialVersion).toBe(1);
    await adminAgent(app, owner);
  });

  it("counts wrong current passwords like failed sign-ins: 429 once the limit is reached, even for the right one", async () => {
    const { app } = await ownerApp({ rateLimits: { loginFailuresPerClient: 3 } });
    const agent = await adminAgent(app, owner);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await agent.post("/api/admin/password").send(change(`wrong-guess-${attempt}`, "second-password-2"))).status).toBe(400);
    }
    const refused = await agent.post("/api/admin/password").send(change(owner.password, "second-password-2"));
    expect(refused.status).toBe(429);
    expect(errorBody(refused).code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
  });

  describe("refuses what the form would refuse, with 400 and the field's message", () => {
    let shared: TestApp;
    beforeAll(async () => {
      shared = await createTestApp({ env });
    });
    afterAll(() => shared.close());

    it.each([
      ["a missing current password", change("", "second-password-2"), "currentPassword", "Enter your current password"],
      ["a new password under 8 characters", change(owner.password, "short7!"), "newPassword", "Use at least 8 characters"],
      ["a new password over 200 characters", change(owner.password, "x".repeat(201)), "newPassword", "Use at most 200 characters"],
      [
        "a confirmation that differs",
        change(owner.password, "second-password-2", "second-password-3"),
        "confirm",
        "The two new passwords are not the same",
      ],
      ["the same password again", change(owner.password, owner.password), "newPassword", "Choose a password different from the current one"],
    ])("%s", async (_case, body, field, message) => {
      const agent = await adminAgent(shared.app, owner);
      const response = await agent.post("/api/admin/password").send(body);
      expect(response.status).toBe(400);
      expect(errorBody(response).errors).toMatchObject({ [field]: message });
      await agent.get("/api/quotes").expect(200);
    });
  });

  it("answers 401 without an admin session", async () => {
    const { app } = await ownerApp();
    const response = await request(app).post("/api/admin/password").send(change(owner.password, "second-password-2"));
    expect(response.status).toBe(401);
  });
});

describe("POST /api/admin/sign-out-everywhere", () => {
  it("ends every session, this one included; the password still signs in", async () => {
    const { app, database } = await ownerApp();
    const here = await adminAgent(app, owner);
    const phone = await adminAgent(app, owner);
    const response = await here.post("/api/admin/sign-out-everywhere");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "Signed out everywhere" });
    expect((await here.get("/api/quotes")).status).toBe(401);
    expect((await phone.get("/api/quotes")).status).toBe(401);
    const audit = await database.db.select().from(events).where(eq(events.type, "admin.signed_out_everywhere"));
    expect(audit.map((event) => event.data)).toEqual([{ email: owner.email }]);
    await adminAgent(app, owner);
  });

  it("answers 401 without an admin session", async () => {
    const { app } = await ownerApp();
    expect((await request(app).post("/api/admin/sign-out-everywhere")).status).toBe(401);
  });
});

describe("a password changed in the app and the configured ADMIN_PASSWORD at the next start", () => {
  const restart = (app: TestApp, password: string) =>
    ensureAdminAccount(app.database.db, { ...testConfig({ ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: password }), dataDir: app.config.dataDir });

  it("keeps the app's password while ADMIN_PASSWORD is unchanged; a new ADMIN_PASSWORD resets it", async () => {
    const app = await ownerApp();
    const agent = await adminAgent(app.app, owner);
    await agent.post("/api/admin/password").send(change(owner.password, "changed-in-app-2")).expect(200);

    await restart(app, owner.password);
    await agent.get("/api/quotes").expect(200);
    await adminAgent(app.app, { email: owner.email, password: "changed-in-app-2" });
    expect((await request(app.app).post("/api/admin/login").send(owner)).status).toBe(401);

    await restart(app, "operator-reset-3");
    expect((await agent.get("/api/quotes")).status).toBe(401);
    await adminAgent(app.app, { email: owner.email, password: "operator-reset-3" });
    expect((await request(app.app).post("/api/admin/login").send({ email: owner.email, password: "changed-in-app-2" })).status).toBe(401);

    // Back to the first ADMIN_PASSWORD: it differs from the one applied last, so it is applied too.
    await restart(app, owner.password);
    await adminAgent(app.app, owner);
  });
});
