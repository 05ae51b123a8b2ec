/**
 * A client's change request waits for the owner: the dashboard's summary counts it (quotes at the
 * "changes_requested" stage) until the quote is sent again or revised, and the lists agree. A
 * replaced quote's old link answers `replaced` with the current revision's link, never a plain pending quote.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLinkedQuote, linkOf, pricedQuoteBody } from "../support/factories";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;
/** The app's clock, moved on a minute before each step so every step is later than the one before. */
let clockTime = new Date("2026-11-26T15:00:00Z").getTime();
const tick = () => (clockTime += 60_000);

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(clockTime) });
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const waiting = async (): Promise<number> => (await admin.get("/api/admin/summary").expect(200)).body.quotes.changes_requested;
const stageOf = async (id: string): Promise<string> => {
  const list = await admin.get("/api/quotes").expect(200);
  return (list.body.quotes as { id: string; stage: string }[]).find((quote) => quote.id === id)!.stage;
};

async function askForChanges(token: string, version = 1) {
  tick();
  await request(t.app).post(`/api/links/${token}/change-requests`).send({ message: "Could the patio be 10 ft wider?", version }).expect(200);
}

describe("change requests in the dashboard's summary", () => {
  it("counts an unanswered request, and stops once the quote is sent again", async () => {
    const before = await waiting();
    const quote = await createLinkedQuote(t.app);
    expect(await waiting()).toBe(before);

    await askForChanges(quote.token);
    expect(await waiting()).toBe(before + 1);
    expect(await stageOf(quote.id)).toBe("changes_requested");

    // Editing the quote is not an answer yet: the client has not been told.
    tick();
    await admin.patch(`/api/quotes/${quote.id}`).send({ totalCost: "5,100.00" }).expect(200);
    expect(await waiting()).toBe(before + 1);

    tick();
    await admin.post(`/api/quotes/${quote.id}/send`).expect(200);
    expect(await waiting()).toBe(before);
    expect(await stageOf(quote.id)).toBe("sent");

    // A second request after the resend counts again.
    await askForChanges(quote.token, 2);
    expect(await waiting()).toBe(before + 1);
    tick();
    await admin.post(`/api/quotes/${quote.id}/send`).expect(200);
    expect(await waiting()).toBe(before);
  });

  it("stops counting once the quote is revised: the old quote is replaced, the revision sent", async () => {
    const before = await waiting();
    const quote = await createLinkedQuote(t.app);
    await askForChanges(quote.token);
    expect(await waiting()).toBe(before + 1);

    tick();
    const revision = await admin
      .post("/api/quotes")
      .send(pricedQuoteBody({ revisionOf: quote.id, totalCost: "6,900.00" }))
      .expect(201);
    expect(await waiting()).toBe(before);
    expect(await stageOf(quote.id)).toBe("replaced");
    expect(await stageOf(revision.body.quoteId)).toBe("sent");

    // The old link says replaced and points at the revision, whatever its stored status.
    const old = (await request(t.app).get(`/api/links/${quote.token}`).expect(200)).body.quote;
    expect(old).toMatchObject({ replaced: true, currentLinkToken: await linkOf(t.app, revision.body.quoteId) });
  });

  it("counts the same quotes the list's changes-requested filter shows", async () => {
    const filtered = await admin.get("/api/quotes?status=changes_requested&page=1").expect(200);
    expect(filtered.body.total).toBe(await waiting());
  });
});
