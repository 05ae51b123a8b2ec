/**
 * Races: many clients deciding one quote, or signing one contract, at the same instant. The app is
 * started once on a real port and requests are fired together with fetch, so they truly overlap.
 */
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts, events, quotes } from "../../shared/schema";
import { contractBody, contractIdOf, createAcceptedQuote, createPricedQuote, linkOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer(t.app).listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => server.once("listening", resolve).once("error", reject));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await t?.close();
});

type Answer = { status: number; body: { success?: boolean; message?: string; quote?: { status: string }; contractId?: string } };

async function send(method: string, path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const countBy = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});

describe("simultaneous decisions on one quote", () => {
  it("20 concurrent accepts and rejects: exactly one 200, nineteen 409, and the stored status is the winner's", async () => {
    const quoteId = await createPricedQuote(t.app);
    const token = await linkOf(t.app, quoteId);
    const decisions = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? "accepted" : "rejected") as "accepted" | "rejected");

    const answers = await Promise.all(
      decisions.map((status) =>
        send("PATCH", `/api/links/${token}/status`, status === "rejected" ? { status, reason: "Too expensive", version: 1 } : { status, version: 1 }),
      ),
    );

    expect(countBy(answers)).toEqual({ 200: 1, 409: 19 });
    const winnerIndex = answers.findIndex((answer) => answer.status === 200);
    const winner = decisions[winnerIndex];
    expect(answers[winnerIndex].body.success).toBe(true);
    expect(answers[winnerIndex].body.quote?.status).toBe(winner);

    const loserMessage = winner === "accepted" ? "This quote has already been accepted." : "This quote has already been declined.";
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ success: false, message: loserMessage });
    }

    const [stored] = await t.database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    expect(stored.status).toBe(winner);
    expect(stored.declineReason).toBe(winner === "rejected" ? "Too expensive" : null);
    expect(stored.decidedAt).not.toBeNull();

    const shown = await fetch(`${base}/api/links/${token}`).then((response) => response.json());
    expect(shown.quote.status).toBe(winner);

    const decisionEvents = await t.database.db.select().from(events).where(eq(events.quoteId, quoteId));
    expect(decisionEvents.filter((event) => event.type === "quote.accepted" || event.type === "quote.rejected")).toHaveLength(1);
  });
});

describe("simultaneous signatures of one accepted quote", () => {
  it("10 concurrent contracts: exactly one 201, nine 409, and one contract row for the quote", async () => {
    const quoteId = await createAcceptedQuote(t.app);
    const signers = Array.from({ length: 10 }, (_, i) => contractBody(quoteId, { clientName: `Signer Number ${i}` }));

    const token = await linkOf(t.app, quoteId);
    const answers = await Promise.all(signers.map((body) => send("POST", `/api/links/${token}/contract`, body)));

    expect(countBy(answers)).toEqual({ 201: 1, 409: 9 });
    const winnerIndex = answers.findIndex((answer) => answer.status === 201);
    expect(answers[winnerIndex].body).toEqual({ success: true, signed: true });
    const contractId = await contractIdOf(t.app, quoteId);
    expect(typeof contractId).toBe("string");
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toMatchObject({ success: false, message: "A contract has already been signed for this quote." });
    }

    const rows = await t.database.db.select().from(contracts).where(eq(contracts.quoteId, quoteId));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(contractId);
    expect(rows[0].clientName).toBe(`Signer Number ${winnerIndex}`);

    const signedEvents = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.quoteId, quoteId), eq(events.type, "contract.signed")));
    expect(signedEvents).toHaveLength(1);
    expect(signedEvents[0].contractId).toBe(contractId);
  });
});
