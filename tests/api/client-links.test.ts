/**
 * Client links are capabilities of their own: a random token in every address the client is given,
 * never the quote's or the contract's id; replaceable by the owner (the old link then answers 410
 * LINK_REPLACED everywhere); links e-mailed before tokens keep working until replaced; the request
 * log never holds a token; quotes carry sequential numbers, which are the e-Transfer reference.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { createLogger } from "../../server/logger";
import { contracts, quotes } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import { contractBody, createLinkedQuote, pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, testConfig, type TestApp } from "../support/test-app";
import { createTestDatabaseLocation, openTestDatabase } from "../support/test-database";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const numberPattern = new RegExp(`^Q-${torontoDate(new Date()).slice(0, 4)}-\\d{4,}$`);

async function acceptedLink() {
  const quote = await createLinkedQuote(t.app);
  await request(t.app).patch(`/api/links/${quote.token}/status`).send({ status: "accepted", version: 1 }).expect(200);
  return quote;
}

describe("a client link", () => {
  it("is a random token of at least 128 bits, and the client's answer holds no id", async () => {
    const { id, token } = await createLinkedQuote(t.app);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
    expect(token).not.toContain(id.slice(0, 8));
    const answer = await request(t.app).get(`/api/links/${token}`).expect(200);
    expect(answer.body.quote.id).toBeUndefined();
    expect(answer.body.quote.number).toMatch(numberPattern);
    expect(answer.text).not.toContain(id);
    expect(answer.text).not.toContain(id.slice(0, 8));
    // The id is no longer a client address at all.
    await request(t.app).get(`/api/quotes/${id}`).expect(401);
    await request(t.app).get(`/api/links/${id}`).expect(404);
  });

  it("takes the client from decision to signature and confirmation without an id, the reference being the number", async () => {
    const { id, token } = await acceptedLink();
    const signed = await request(t.app)
      .post(`/api/links/${token}/contract`)
      .send(contractBody(undefined, { quoteVersion: 1 }));
    expect(signed.status).toBe(201);
    expect(signed.text).not.toContain(id);
    const confirmation = await request(t.app).get(`/api/links/${token}/contract`).expect(200);
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.quoteId, id));
    expect(confirmation.text).not.toContain(id);
    expect(confirmation.text).not.toContain(contract.id);
    expect(confirmation.body.contract.payment.reference).toMatch(numberPattern);
    expect(confirmation.body.contract.payment.reference).toBe(confirmation.body.contract.quoteNumber);
    expect(confirmation.body.contract.pdfUrl).toBe(`/api/links/${token}/contract/pdf`);
    const pdf = await request(t.app).get(`/api/links/${token}/contract/pdf`).expect(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const read = await request(t.app).get(`/api/links/${token}`).expect(200);
    expect(read.body.quote.signed).toBe(true);
  });
});

describe("replacing a link", () => {
  it("answers 410 LINK_REPLACED everywhere on the old link, and the new link works", async () => {
    const { id, token } = await acceptedLink();
    await request(t.app)
      .post(`/api/links/${token}/contract`)
      .send(contractBody(undefined, { quoteVersion: 1 }))
      .expect(201);
    const pending = await createLinkedQuote(t.app);
    const admin = await adminAgent(t.app);

    const replaced = await admin.post(`/api/quotes/${id}/link`).expect(200);
    const newToken = replaced.body.quote.linkToken as string;
    expect(newToken).not.toBe(token);
    expect(replaced.body.emailed).toBe(false); // a signed quote is not e-mailed as a quote again
    const pendingReplaced = await admin.post(`/api/quotes/${pending.id}/link`).expect(200);
    expect(pendingReplaced.body.emailed).toBe(true);

    const gone = [
      request(t.app).get(`/api/links/${token}`),
      request(t.app).get(`/api/links/${token}/pdf`),
      request(t.app).get(`/api/links/${token}/contract`),
      request(t.app).get(`/api/links/${token}/contract/pdf`),
      request(t.app)
        .post(`/api/links/${token}/contract`)
        .send(contractBody(undefined, { quoteVersion: 1 })),
      request(t.app).patch(`/api/links/${pending.token}/status`).send({ status: "accepted", version: 1 }),
      request(t.app).post(`/api/links/${pending.token}/change-requests`).send({ message: "Could it be grey?", version: 1 }),
    ];
    for (const answer of await Promise.all(gone)) {
      expect(answer.status).toBe(410);
      expect(answer.body.code).toBe("LINK_REPLACED");
      expect(answer.body.message).toContain("(416) 555-0188");
    }
    await request(t.app).get(`/api/links/${newToken}/contract`).expect(200);
    await request(t.app).get(`/api/links/${newToken}/contract/pdf`).expect(200);
    const fresh = pendingReplaced.body.quote.linkToken as string;
    await request(t.app).get(`/api/links/${fresh}`).expect(200);
    await request(t.app).post(`/api/links/${fresh}/change-requests`).send({ message: "Could it be grey?", version: 1 }).expect(200);

    const timeline = await admin.get(`/api/quotes/${pending.id}/events`).expect(200);
    expect(timeline.body.events.map((event: { type: string }) => event.type)).toContain("quote.link_replaced");
    const [stored] = await t.database.db.select().from(quotes).where(eq(quotes.id, pending.id));
    expect(stored.linkToken).toBe(fresh);
  });
});

describe("a link e-mailed before tokens", () => {
  it("keeps working (the quote's id, and its contract's id for the confirmation) until it is replaced", async () => {
    const { id, token } = await acceptedLink();
    await request(t.app)
      .post(`/api/links/${token}/contract`)
      .send(contractBody(undefined, { quoteVersion: 1 }))
      .expect(201);
    // As the migration leaves a quote made before tokens: its link token is its id.
    await t.database.db.update(quotes).set({ linkToken: id }).where(eq(quotes.id, id));
    const [contract] = await t.database.db.select().from(contracts).where(eq(contracts.quoteId, id));

    await request(t.app).get(`/api/links/${id}`).expect(200);
    await request(t.app).get(`/api/links/${id.toUpperCase()}`).expect(200);
    await request(t.app).get(`/api/links/${contract.id}/contract`).expect(200);
    await request(t.app).get(`/api/contracts/${contract.id}/pdf`).expect(200);
    // A contract id is a link only for a quote whose link is still the legacy one.
    const other = await createLinkedQuote(t.app);
    await request(t.app).get(`/api/links/${other.id}`).expect(404);

    await (await adminAgent(t.app)).post(`/api/quotes/${id}/link`).expect(200);
    for (const path of [`/api/links/${id}`, `/api/links/${contract.id}/contract`, `/api/contracts/${contract.id}/pdf`]) {
      const answer = await request(t.app).get(path);
      expect([path, answer.status, answer.body.code]).toEqual([path, 410, "LINK_REPLACED"]);
    }
  });
});

describe("quote numbers", () => {
  it("are sequential and unique when 20 quotes are created at once", async () => {
    const admin = await adminAgent(t.app);
    const created = await Promise.all(Array.from({ length: 20 }, () => admin.post("/api/quotes").send(pricedQuoteBody())));
    const ids = created.map((answer) => {
      expect(answer.status).toBe(201);
      return answer.body.quoteId as string;
    });
    const rows = await t.database.db.select({ id: quotes.id, number: quotes.number }).from(quotes);
    const numbers = rows.filter((row) => ids.includes(row.id)).map((row) => row.number);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toMatch(numberPattern);
    const positions = numbers.map((number) => Number(number.split("-")[2])).sort((a, b) => a - b);
    expect(positions.at(-1)! - positions[0]).toBe(19);
  });

  it("are found by the admin's search", async () => {
    const { id } = await createLinkedQuote(t.app);
    const [row] = await t.database.db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, id));
    const admin = await adminAgent(t.app);
    const found = await admin.get(`/api/quotes?q=${encodeURIComponent(row.number)}`).expect(200);
    expect(found.body.quotes.map((quote: { id: string }) => quote.id)).toEqual([id]);
  });
});

describe("the request log", () => {
  it("never holds a link token or a quote id for the client's routes, errors included", async () => {
    const location = await createTestDatabaseLocation();
    const database = await openTestDatabase(location);
    const logText: string[] = [];
    try {
      const config = { ...testConfig(), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
      await ensureAdminAccount(database.db, config);
      const logger = createLogger("debug", { write: (line: string) => void logText.push(line) });
      const app = await createApp({ config, database, logger });
      const { id, token } = await createLinkedQuote(app);
      await request(app).get(`/api/links/${token}`).expect(200); // first view, through Express
      await request(app).get(`/api/links/${token}`).expect(200); // a later read
      await request(app).get(`/api/links/${token}/pdf`).expect(200);
      await request(app).patch(`/api/links/${token}/status`).send({ status: "nonsense" }).expect(400);
      await request(app).get(`/quote/${token}`);
      await request(app).get(`/contract-confirmation/${token}`);
      await (await adminAgent(app)).post(`/api/quotes/${id}/link`).expect(200);
      await request(app).get(`/api/links/${token}`).expect(410);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const clientLines = logText.filter((line) => /links|quote\/|confirmation/.test(line));
      expect(clientLines.length).toBeGreaterThanOrEqual(7);
      for (const line of clientLines) {
        expect(line).not.toContain(token);
        expect(line).not.toContain(id);
      }
      expect(clientLines.some((line) => line.includes("/api/links/:token/pdf"))).toBe(true);
    } finally {
      await database.close();
      await location.dispose();
    }
  });
});
