import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../shared/schema";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";
import { errorBody } from "../support/error-body";

const demo = { email: "admin@formaconcretegta.ca", password: "forma-demo-2024" };

/** The `forma.sid=...` pair and the full Set-Cookie line of a response, if it set the session cookie. */
function sessionCookie(response: request.Response): { pair: string; line: string } | undefined {
  const header = response.headers["set-cookie"] as unknown as string[] | string | undefined;
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const line = lines.find((value) => value.startsWith("forma.sid="));
  if (!line) return undefined;
  return { pair: line.split(";")[0], line };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/admin/login", () => {
  it("signs in: 200 {success, message} and an HttpOnly, SameSite=Lax forma.sid cookie", async () => {
    const response = await request(t.app).post("/api/admin/login").send(demo);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(typeof response.body.message).toBe("string");
    expect(response.body.message.length).toBeGreaterThan(0);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(cookie!.line).toMatch(/;\s*HttpOnly/i);
    expect(cookie!.line).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie!.line).toMatch(/;\s*Path=\//i);

    // The cookie alone is an admin session.
    const quotes = await request(t.app).get("/api/quotes").set("Cookie", cookie!.pair);
    expect(quotes.status).toBe(200);
    expect(quotes.body.success).toBe(true);
  });

  it("regenerates the session id at login: the cookie changes and the old one stops working", async () => {
    const agent = request.agent(t.app);
    const first = await agent.post("/api/admin/login").send(demo);
    expect(first.status).toBe(200);
    const firstCookie = sessionCookie(first);
    expect(firstCookie).toBeDefined();

    const second = await agent.post("/api/admin/login").send(demo);
    expect(second.status).toBe(200);
    const secondCookie = sessionCookie(second);
    expect(secondCookie).toBeDefined();
    expect(secondCookie!.pair).not.toBe(firstCookie!.pair);

    const withOld = await request(t.app).get("/api/quotes").set("Cookie", firstCookie!.pair);
    expect(withOld.status).toBe(401);
    const oldSession = await request(t.app).get("/api/admin/session").set("Cookie", firstCookie!.pair);
    expect(oldSession.body.authenticated).toBe(false);

    const withNew = await request(t.app).get("/api/quotes").set("Cookie", secondCookie!.pair);
    expect(withNew.status).toBe(200);
    expect((await agent.get("/api/quotes")).status).toBe(200);
  });

  it("regenerates a session planted before login (session fixation)", async () => {
    const agent = request.agent(t.app);
    const planted = await agent.post("/api/admin/login").send(demo);
    const plantedCookie = sessionCookie(planted)!;
    // Another sign-in on the same browser replaces the id instead of reusing the planted one.
    const fresh = await request(t.app).post("/api/admin/login").set("Cookie", plantedCookie.pair).send(demo);
    expect(fresh.status).toBe(200);
    const freshCookie = sessionCookie(fresh);
    expect(freshCookie).toBeDefined();
    expect(freshCookie!.pair).not.toBe(plantedCookie.pair);
    expect((await request(t.app).get("/api/contracts").set("Cookie", plantedCookie.pair)).status).toBe(401);
  });

  it("accepts the e-mail in any letter case", async () => {
    const agent = request.agent(t.app);
    const response = await agent.post("/api/admin/login").send({ email: "ADMIN@FormaConcreteGTA.CA", password: demo.password });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const session = await agent.get("/api/admin/session");
    expect(session.body).toMatchObject({ authenticated: true, email: demo.email });
  });

  it("answers 401 'Invalid credentials' for a wrong password, without a session", async () => {
    const agent = request.agent(t.app);
    const response = await agent.post("/api/admin/login").send({ email: demo.email, password: "forma-demo-2025" });
    expect(response.status).toBe(401);
    expect(errorBody(response)).toEqual({ success: false, code: "INVALID_CREDENTIALS", message: "Invalid credentials" });
    expect(sessionCookie(response)).toBeUndefined();
    expect((await agent.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await agent.get("/api/quotes")).status).toBe(401);
  });

  it("answers 401 'Invalid credentials' for an unknown e-mail (same answer as a wrong password)", async () => {
    const response = await request(t.app).post("/api/admin/login").send({ email: "nobody@example.com", password: demo.password });
    expect(response.status).toBe(401);
    expect(errorBody(response)).toEqual({ success: false, code: "INVALID_CREDENTIALS", message: "Invalid credentials" });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it.each([
    ["a missing e-mail", { password: demo.password }, "email", "Valid email is required"],
    ["an invalid e-mail", { email: "admin-at-formaconcretegta.ca", password: demo.password }, "email", "Valid email is required"],
    ["a missing password", { email: demo.email }, "password", "Password is required"],
    ["an empty password", { email: demo.email, password: "" }, "password", "Password is required"],
  ])("answers 400 for %s", async (_name, body, field, message) => {
    const response = await request(t.app).post("/api/admin/login").send(body);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual({ [field]: message });
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("stores the password only as an scrypt hash", async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, demo.email));
    expect(user).toBeDefined();
    expect(user.password.startsWith("scrypt$")).toBe(true);
    expect(user.password).not.toContain(demo.password);
    expect(user.password.length).toBeGreaterThan(60);
  });
});

describe("POST /api/admin/login: repeated failures", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { loginFailuresPerClient: 3 } });
  });
  afterAll(() => limited.close());

  it("answers 429 after 3 failures, even to the correct credentials", async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await request(limited.app)
        .post("/api/admin/login")
        .send({ email: demo.email, password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    const fourth = await request(limited.app).post("/api/admin/login").send({ email: demo.email, password: "wrong-4" });
    expect(fourth.status).toBe(429);
    expect(fourth.body.success).toBe(false);
    expect(typeof fourth.body.message).toBe("string");

    const correct = await request(limited.app).post("/api/admin/login").send(demo);
    expect(correct.status).toBe(429);
    expect(correct.body.success).toBe(false);
    expect(sessionCookie(correct)).toBeUndefined();
  });
});

describe("POST /api/admin/logout", () => {
  it("answers 200 {success, message} and destroys the session", async () => {
    const login = await request(t.app).post("/api/admin/login").send(demo);
    const cookie = sessionCookie(login)!;
    expect((await request(t.app).get("/api/quotes").set("Cookie", cookie.pair)).status).toBe(200);

    const logout = await request(t.app).post("/api/admin/logout").set("Cookie", cookie.pair);
    expect(logout.status).toBe(200);
    expect(logout.body.success).toBe(true);
    expect(logout.body.message).toBe("Logged out");

    // The old cookie, replayed, no longer authenticates anything.
    const after = await request(t.app).get("/api/quotes").set("Cookie", cookie.pair);
    expect(after.status).toBe(401);
    expect(after.body.success).toBe(false);
    const session = await request(t.app).get("/api/admin/session").set("Cookie", cookie.pair);
    expect(session.body.authenticated).toBe(false);
  });

  it("signs an agent out for its following requests", async () => {
    const agent = await adminAgent(t.app);
    expect((await agent.get("/api/admin/session")).body.authenticated).toBe(true);
    expect((await agent.post("/api/admin/logout")).status).toBe(200);
    expect((await agent.get("/api/admin/session")).body.authenticated).toBe(false);
    expect((await agent.get("/api/contracts")).status).toBe(401);
  });
});

describe("GET /api/admin/session", () => {
  it("answers {authenticated:false} to an anonymous caller", async () => {
    const response = await request(t.app).get("/api/admin/session");
    expect(response.status).toBe(200);
    expect(response.body.authenticated).toBe(false);
    expect(response.body.email).toBeUndefined();
  });

  it("answers {authenticated:true, email} when signed in", async () => {
    const agent = await adminAgent(t.app);
    const response = await agent.get("/api/admin/session");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ authenticated: true, email: demo.email });
  });
});

describe("GET /api/admin/login-info", () => {
  it("shows the demo credentials when no admin is configured", async () => {
    const response = await request(t.app).get("/api/admin/login-info");
    expect(response.status).toBe(200);
    expect(response.body.demo).toEqual({ email: "admin@formaconcretegta.ca", password: "forma-demo-2024" });
  });

  describe("with ADMIN_EMAIL and ADMIN_PASSWORD configured", () => {
    let configured: TestApp;
    beforeAll(async () => {
      configured = await createTestApp({ env: { ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "a-strong-password" } });
    });
    afterAll(() => configured.close());

    it("shows no demo credentials", async () => {
      const response = await request(configured.app).get("/api/admin/login-info");
      expect(response.status).toBe(200);
      expect(response.body.demo).toBeNull();
      expect(response.text).not.toContain("forma-demo-2024");
      expect(response.text).not.toContain("a-strong-password");
    });

    it("lets the configured admin sign in", async () => {
      const agent = request.agent(configured.app);
      const response = await agent.post("/api/admin/login").send({ email: "owner@example.com", password: "a-strong-password" });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(true);
      expect((await agent.get("/api/admin/session")).body).toMatchObject({ authenticated: true, email: "owner@example.com" });
      expect((await agent.get("/api/quotes")).status).toBe(200);
    });

    it("refuses the demo credentials", async () => {
      const response = await request(configured.app).post("/api/admin/login").send(demo);
      expect(response.status).toBe(401);
      expect(errorBody(response)).toEqual({ success: false, code: "INVALID_CREDENTIALS", message: "Invalid credentials" });
    });

    it("stores the configured password as an scrypt hash", async () => {
      const [user] = await configured.database.db.select().from(users).where(eq(users.username, "owner@example.com"));
      expect(user.password.startsWith("scrypt$")).toBe(true);
      expect(user.password).not.toContain("a-strong-password");
    });
  });
});
