/**
 * Revisions and change requests through the real API: a sent, declined or expired quote is revised
 * into a new version; the old link names the current one and can no longer be decided; the client
 * asks for changes and the quote stays pending, the business is told, the timeline keeps it.
 */
import { and, eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, torontoDate } from "../../shared/quote-rules";
import { emails, quotes } from "../../shared/schema";
import { createAcceptedQuote, createPricedQuote, pricedQuoteBody, linkOf } from "../support/factories";
import { errorBody } from "../support/error-body";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);
});
afterAll(() => t.close());

const readQuote = async (id: string) => (await request(t.app).get(`/api/links/${await linkOf(t.app, id)}`)).body.quote;
const timeline = async (id: string) =>
  (await admin.get(`/api/quotes/${id}/events`)).body.events as Array<{ type: string; data: Record<string, unknown> }>;

async function revise(id: string, overrides: Record<string, unknown> = {}) {
  return admin.post("/api/quotes").send(pricedQuoteBody({ revisionOf: id, totalCost: "6,900.00", ...overrides }));
}

describe("revisions", () => {
  it("a sent quote's revision replaces it: the old link names the current version and cannot be accepted", async () => {
    const oldId = await createPricedQuote(t.app);
    const revised = await revise(oldId);
    expect(revised.status, revised.text).toBe(201);
    const newId = revised.body.quoteId;

    const old = await readQuote(oldId);
    // The client's old link names the current revision by its link, never by an id.
    expect(old).toMatchObject({ replaced: true, currentLinkToken: await linkOf(t.app, newId), status: "pending" });
    expect(old.replacedBy).toBeUndefined();
    expect(await readQuote(newId)).toMatchObject({ revision: 2, replaced: false, currentLinkToken: null, totalCost: "6,900.00" });

    const accept = await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, oldId)}/status`)
      .send({ status: "accepted", version: old.version });
    expect(accept.status).toBe(409);
    expect(errorBody(accept).code).toBe("QUOTE_REPLACED");
    expect(
      (
        await request(t.app)
          .patch(`/api/links/${await linkOf(t.app, newId)}/status`)
          .send({ status: "accepted", version: 1 })
      ).status,
    ).toBe(200);

    expect((await timeline(oldId)).map((event) => event.type)).toContain("quote.revised");
    expect((await timeline(newId)).find((event) => event.type === "quote.created")?.data).toMatchObject({ revisionOf: oldId });
    // The revision was e-mailed to the client as any new quote is.
    const sent = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.quoteId, newId), eq(emails.kind, "quote-link")));
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("This is a revised quote");
  });

  it("the old link of a twice-revised quote leads to the newest version", async () => {
    const first = await createPricedQuote(t.app);
    const second = (await revise(first)).body.quoteId;
    const third = (await revise(second)).body.quoteId;
    expect((await readQuote(first)).currentLinkToken).toBe(await linkOf(t.app, third));
    expect((await readQuote(third)).revision).toBe(3);
  });

  it("a declined quote and an expired one can be revised; an accepted one and a replaced one cannot", async () => {
    const declined = await createPricedQuote(t.app);
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, declined)}/status`)
      .send({ status: "rejected", version: 1, reason: "Over budget" });
    expect((await revise(declined)).status).toBe(201);

    const expired = await createPricedQuote(t.app);
    await t.database.db
      .update(quotes)
      .set({ validUntil: addDays(torontoDate(new Date()), -2) })
      .where(eq(quotes.id, expired));
    expect((await revise(expired)).status).toBe(201);

    const accepted = await createAcceptedQuote(t.app);
    const refusedAccepted = await revise(accepted);
    expect(refusedAccepted.status).toBe(409);
    expect(errorBody(refusedAccepted).code).toBe("QUOTE_ALREADY_ACCEPTED");

    const again = await revise(declined);
    expect(again.status).toBe(409);
    expect(errorBody(again).code).toBe("QUOTE_REPLACED");
    const count = await t.database.db.select().from(quotes).where(eq(quotes.revisionOf, declined));
    expect(count).toHaveLength(1);
  });

  it("only the admin revises, and an unknown quote is 404", async () => {
    const id = await createPricedQuote(t.app);
    // Anonymous is the estimate form: revisionOf is not one of its fields, so nothing is replaced.
    await request(t.app)
      .post("/api/quotes")
      .send(pricedQuoteBody({ revisionOf: id }));
    expect((await readQuote(id)).replaced).toBe(false);
    const unknown = await revise("5d0c7f3e-8a61-4b2f-9c4e-2f7b1e6a9d30");
    expect(unknown.status).toBe(404);
  });
});

describe("change requests", () => {
  it("keeps the quote pending, tells the business with the message and a link to the quote, and puts it on the timeline", async () => {
    const id = await createPricedQuote(t.app);
    const quote = await readQuote(id);
    const message = "Could you price a border in a contrasting colour?\nAnd start after May 15.";
    const response = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message, version: quote.version });
    expect(response.status, response.text).toBe(200);
    expect(response.body.quote.status).toBe("pending");
    expect(response.body.quote.changesRequestedAt).toEqual(expect.any(String));

    const [notice] = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.quoteId, id), eq(emails.kind, "quote-changes-notice")));
    expect(notice.to).toBe("estimates@formaconcretegta.ca");
    expect(notice.replyTo).toBe(quote.clientEmail);
    // The whole message, its line break kept, and a link to this quote's page in the admin area.
    expect(notice.text).toContain("Their message: Could you price a border in a contrasting colour?\n  And start after May 15.");
    expect(notice.html).toContain("Could you price a border in a contrasting colour?<br>And start after May 15.");
    expect(notice.text).toContain(`Open this quote in the admin area: ${t.config.publicUrl}/admin/quotes/${id}`);
    expect(notice.html).toContain(`href="${t.config.publicUrl}/admin/quotes/${id}"`);
    expect((await timeline(id)).find((event) => event.type === "quote.changes_requested")?.data).toEqual({ message, noticeEmailId: notice.id });

    // Still open: the client can accept afterwards.
    expect(
      (
        await request(t.app)
          .patch(`/api/links/${await linkOf(t.app, id)}/status`)
          .send({ status: "accepted", version: quote.version })
      ).status,
    ).toBe(200);
  });

  it("needs a message, the current version, and an open quote", async () => {
    const id = await createPricedQuote(t.app);
    const empty = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message: "  ", version: 1 });
    expect(empty.status).toBe(400);
    expect(errorBody(empty).errors).toEqual({ message: "Please tell us what you would like changed" });
    const long = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message: "x".repeat(2001), version: 1 });
    expect(long.status).toBe(400);
    const stale = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message: "Cheaper?", version: 99 });
    expect(errorBody(stale).code).toBe("QUOTE_CHANGED");
    await request(t.app)
      .patch(`/api/links/${await linkOf(t.app, id)}/status`)
      .send({ status: "rejected", version: 1 });
    const closed = await request(t.app)
      .post(`/api/links/${await linkOf(t.app, id)}/change-requests`)
      .send({ message: "Cheaper?", version: 1 });
    expect(closed.status).toBe(409);
    expect(errorBody(closed).code).toBe("QUOTE_ALREADY_DECLINED");
    expect(
      await t.database.db
        .select()
        .from(emails)
        .where(and(eq(emails.quoteId, id), eq(emails.kind, "quote-changes-notice"))),
    ).toHaveLength(0);
  });
});
