/**
 * The attacks on the contract and the admin area: forged lines in single-line fields, accepting a
 * quote that changed after it was opened, signature images that are garbage, blank or bombs, sessions
 * that outlive their admin or their password, deep JSON, and the cookie and origin rules behind https.
 */
import sharp from "sharp";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, quotes, sessions, users } from "@shared/schema";
import { singleLineMessage } from "@shared/field-rules";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { hashPassword } from "../../server/features/account/passwords";
import { contractBody, createPricedQuote, pricedQuoteBody, quoteRequestBody, linkOf, contractIdOf } from "../support/factories";
import { adminAgent, createTestApp, testConfig, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(async () => t?.close());

const pngUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString("base64")}`;

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of width x height grey pixels: a few KB that decode to width x height bytes. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8-bit greyscale
  const pixels = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function acceptedQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const quoteId = await createPricedQuote(t.app, overrides);
  await request(t.app)
    .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
    .send({ status: "accepted", version: 1 })
    .expect(200);
  return quoteId;
}

describe("single-line fields refuse line breaks and control characters", () => {
  const forged = "Eve Attacker\nContract price: $1.00 CAD";

  it.each(["clientName", "clientEmail", "clientPhone", "projectAddress"])("the signer's %s", async (field) => {
    const quoteId = await acceptedQuote();
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { [field]: field === "clientEmail" ? "eve@example.com\nBcc: x@example.com" : forged }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(response.body.errors[field]).toBeDefined();
    expect(await t.database.db.select().from(contracts).where(eq(contracts.quoteId, quoteId))).toHaveLength(0);
  });

  it("a lead's name, the admin's quote fields and a decline reason", async () => {
    const lead = await request(t.app)
      .post("/api/quote-requests")
      .send(quoteRequestBody({ name: "Mallory\rTotal: $1" }));
    expect(lead.status).toBe(400);
    expect(lead.body.errors.name).toBe(singleLineMessage);

    for (const field of ["clientName", "projectAddress", "workScope"]) {
      const quote = await admin.post("/api/quotes").send(pricedQuoteBody({ [field]: "Driveway\tTERMS AND CONDITIONS" }));
      expect(quote.status, field).toBe(400);
      expect(quote.body.errors[field]).toBe(singleLineMessage);
    }

    const quoteId = await createPricedQuote(t.app);
    const decline = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1, reason: "Too pricey\u2028Accepted: yes" });
    expect(decline.status).toBe(400);
    expect(decline.body.errors.reason).toBe(singleLineMessage);
  });

  it("multi-line descriptions keep their line breaks (as \\n) but no other control character", async () => {
    const created = await admin
      .post("/api/quotes")
      .send(pricedQuoteBody({ projectDetails: "Remove the old slab.\r\nPour 4 in. broom finish.\rSeal." }));
    expect(created.status).toBe(201);
    const [stored] = await t.database.db.select().from(quotes).where(eq(quotes.id, created.body.quoteId));
    expect(stored.projectDetails).toBe("Remove the old slab.\nPour 4 in. broom finish.\nSeal.");

    const refused = await admin.post("/api/quotes").send(pricedQuoteBody({ projectDetails: "Line one\u0007bell" }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors.projectDetails).toBeDefined();
  });
});

describe("decisions and signatures carry the quote version the client saw", () => {
  it("an accept of the old price after the admin changed it is 409 QUOTE_CHANGED and changes nothing", async () => {
    const quoteId = await createPricedQuote(t.app, { totalCost: "4,500.00" });
    const seen = (
      await request(t.app)
        .get(`/api/links/${await linkOf(t.app, quoteId)}`)
        .expect(200)
    ).body.quote;
    expect(seen.version).toBe(1);
    const edited = (await admin.patch(`/api/quotes/${quoteId}`).send({ totalCost: "9,999.00" }).expect(200)).body.quote;
    expect(edited.version).toBe(2);

    const stale = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("QUOTE_CHANGED");
    const [after] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(after.status).toBe("pending");

    const staleDecline = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "rejected", version: 1 });
    expect(staleDecline.body.code).toBe("QUOTE_CHANGED");

    const current = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, quoteId)}/status`)
      .send({ status: "accepted", version: 2 });
    expect(current.status).toBe(200);
    expect(current.body.quote.totalCost).toBe("9,999.00");
  });

  it("a signature for another version is 409 QUOTE_CHANGED; the current one signs, and the record holds it", async () => {
    const quoteId = await acceptedQuote();
    const stale = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { quoteVersion: 7 }));
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("QUOTE_CHANGED");
    const signed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { quoteVersion: 1 }));
    expect(signed.status).toBe(201);
    const [contract] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, await contractIdOf(t.app, quoteId)));
    expect(JSON.parse(contract.contractText).quote.version).toBe(1);
  });
});

describe("the signature image is decoded, bounded and normalised", () => {
  it("refuses PNG magic bytes followed by garbage", async () => {
    const quoteId = await acceptedQuote();
    const garbage = Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), Buffer.from("not really a picture ".repeat(40))]);
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { signatureData: pngUrl(garbage) }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("SIGNATURE_INVALID");
  });

  it("refuses a blank pad, white or transparent", async () => {
    const quoteId = await acceptedQuote();
    for (const background of ["#ffffff", { r: 0, g: 0, b: 0, alpha: 0 }]) {
      const blank = await sharp({ create: { width: 600, height: 200, channels: 4, background } })
        .png()
        .toBuffer();
      const response = await request(t.app)
        .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
        .send(contractBody(quoteId, { signatureData: pngUrl(blank) }));
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/empty/);
    }
  });

  it("accepts black ink on a transparent pad (what an API client may send)", async () => {
    const quoteId = await acceptedQuote();
    const ink = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><path d="M10 70 L 290 20" stroke="#000" stroke-width="4"/></svg>'),
    )
      .png()
      .toBuffer();
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { signatureData: pngUrl(ink) }));
    expect(response.status).toBe(201);
  });

  it("refuses a 16 KB PNG of 10,000 x 10,000 pixels before decoding it, naming the limit", async () => {
    const quoteId = await acceptedQuote();
    const bomb = pngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = Date.now();
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { signatureData: pngUrl(bomb) }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("SIGNATURE_TOO_MANY_PIXELS");
    expect(response.body.message).toContain("4,000,000 pixels");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("stores a re-encoded PNG of the same size, not the bytes sent", async () => {
    const quoteId = await acceptedQuote();
    const drawn = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="90"><path d="M10 70 Q 80 0 150 60 T 290 30" stroke="#111" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: "tracking-id-123" } } })
      .toBuffer();
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
      .send(contractBody(quoteId, { signatureData: pngUrl(drawn) }));
    expect(response.status).toBe(201);
    const [contract] = await t.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, await contractIdOf(t.app, quoteId)));
    const stored = Buffer.from(contract.signatureData.slice("data:image/png;base64,".length), "base64");
    expect(stored.equals(drawn)).toBe(false);
    expect(stored.includes(Buffer.from("tracking-id-123"))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 300, 90]);
  });
});

describe("admin sessions end with their admin, their password, or after 7 days", () => {
  it("a demo session stops working once a real admin replaces the demo admin, and the demo cannot sign in", async () => {
    const own = await createTestApp();
    try {
      const demo = await adminAgent(own.app);
      await demo.get("/api/quotes").expect(200);
      const config = {
        ...testConfig({ ADMIN_EMAIL: "owner@formaconcretegta.ca", ADMIN_PASSWORD: "a-long-real-password" }),
        dataDir: own.config.dataDir,
      };
      await ensureAdminAccount(own.database.db, config);
      const after = await demo.get("/api/quotes");
      expect(after.status).toBe(401);
      expect(after.body.code).toBe("UNAUTHORIZED");
      const demoLogin = await request(own.app).post("/api/admin/login").send({ email: "admin@formaconcretegta.ca", password: "forma-demo-2024" });
      expect(demoLogin.status).toBe(401);
    } finally {
      await own.close();
    }
  });

  it("a changed password ends the sessions signed in with the old one; the new password signs in", async () => {
    const own = await createTestApp({ env: { ADMIN_EMAIL: "owner@formaconcretegta.ca", ADMIN_PASSWORD: "first-password-1" } });
    try {
      const old = await adminAgent(own.app, { email: "owner@formaconcretegta.ca", password: "first-password-1" });
      await old.get("/api/quotes").expect(200);
      const config = {
        ...testConfig({ ADMIN_EMAIL: "owner@formaconcretegta.ca", ADMIN_PASSWORD: "second-password-2" }),
        dataDir: own.config.dataDir,
      };
      await ensureAdminAccount(own.database.db, config);
      expect((await old.get("/api/quotes")).status).toBe(401);
      const [user] = await own.database.db.select().from(users);
      expect(user.credentialVersion).toBe(2);
      const fresh = await adminAgent(own.app, { email: "owner@formaconcretegta.ca", password: "second-password-2" });
      await fresh.get("/api/quotes").expect(200);
    } finally {
      await own.close();
    }
  });

  it("an account the configuration does not name cannot sign in, even with the right password", async () => {
    await t.database.db.insert(users).values({ username: "stale@example.com", password: await hashPassword("stale-password-1") });
    const response = await request(t.app).post("/api/admin/login").send({ email: "stale@example.com", password: "stale-password-1" });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("INVALID_CREDENTIALS");
  });

  it("a session signed in more than 7 days ago has ended, however active it was", async () => {
    const agent = await adminAgent(t.app);
    await agent.get("/api/quotes").expect(200);
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000;
    await t.database.db.execute(
      sql`update ${sessions} set sess = jsonb_set(sess::jsonb, '{admin,signedInAt}', to_jsonb(${eightDaysAgo}::bigint))::json where sess::jsonb ? 'admin'`,
    );
    expect((await agent.get("/api/quotes")).status).toBe(401);
    admin = await adminAgent(t.app); // the shared agent's session was aged too
  });

  it("ages a session by the app's clock, from sign-in to the check", async () => {
    let now = new Date("2026-11-26T12:00:00Z");
    const own = await createTestApp({ clock: () => now });
    try {
      const agent = await adminAgent(own.app);
      now = new Date("2026-12-03T11:59:00Z"); // 7 days less a minute later
      await agent.get("/api/quotes").expect(200);
      now = new Date("2026-12-03T12:01:00Z");
      expect((await agent.get("/api/quotes")).status).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe("request hygiene", () => {
  it("answers JSON nested 50,000 deep with its route's bound, never 500: too large, too deep, or never read", async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    const deep = nested(50_000);
    const answer = async (path: string, body: string, caller = request(t.app)) => {
      const response = await caller.post(path).set("Content-Type", "application/json").send(body);
      return `${response.status} ${response.body.code}`;
    };
    // Public forms take a few KB: the body is refused by its size before it is parsed.
    expect(await answer("/api/quote-requests", deep)).toBe("413 PAYLOAD_TOO_LARGE");
    expect(await answer("/api/admin/login", deep)).toBe("413 PAYLOAD_TOO_LARGE");
    // Within the bound, the nesting is refused on the text, before JSON.parse builds anything.
    expect(await answer("/api/admin/login", nested(40))).toBe("400 BODY_TOO_DEEP");
    expect(await answer("/api/quotes", deep, admin)).toBe("400 BODY_TOO_DEEP");
    // Without a session, POST /api/quotes is the visitor's estimate, with that form's bound; an admin
    // route is refused before its body is read; an unknown route reads none.
    expect(await answer("/api/quotes", deep)).toBe("413 PAYLOAD_TOO_LARGE");
    expect(await answer("/api/price-book", deep)).toBe("401 UNAUTHORIZED");
    expect(await answer("/api/contracts", deep)).toBe("404 NOT_FOUND");
  });

  it("refuses an Origin with the right host but another scheme", async () => {
    const response = await request(t.app).post("/api/quote-requests").set("Origin", "https://forma.test").send(quoteRequestBody());
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("CROSS_ORIGIN");
  });

  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: "https://forma.test", ADMIN_EMAIL: "owner@formaconcretegta.ca", ADMIN_PASSWORD: "a-long-real-password" },
    });
    try {
      const login = await request(secure.app)
        .post("/api/admin/login")
        .set("X-Forwarded-Proto", "https")
        .send({ email: "owner@formaconcretegta.ca", password: "a-long-real-password" });
      expect(login.status).toBe(200);
      const cookie = ([] as string[]).concat(login.headers["set-cookie"] ?? []).find((line) => line.startsWith("forma.sid="));
      expect(cookie).toMatch(/;\s*Secure/i);
      // Over plain http (no proxy saying https) no session cookie is sent at all.
      const plain = await request(secure.app).post("/api/admin/login").send({ email: "owner@formaconcretegta.ca", password: "a-long-real-password" });
      expect(([] as string[]).concat(plain.headers["set-cookie"] ?? []).some((line) => line.startsWith("forma.sid="))).toBe(false);
    } finally {
      await secure.close();
    }
  });
});
