/**
 * The admin's lists: GET /api/quotes and GET /api/contracts with their filters (quote stage, contract
 * payment), search by name, e-mail, phone and address, and paging. Every quote is put into its
 * stage through the API, as a client and the admin would; only payments (recorded by another route)
 * and the passing of time are written to the database directly.
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteStages, type QuoteStage } from "../../shared/quote-lifecycle";
import { payments, quotes } from "../../shared/schema";
import { contractBody, createQuoteValidUntil, estimateQuoteBody, pricedQuoteBody, linkOf, contractIdOf } from "../support/factories";
import { errorBody } from "../support/error-body";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

type Agent = Awaited<ReturnType<typeof adminAgent>>;
type Listed = { id: string; stage: QuoteStage; clientName: string };

let t: TestApp;
let admin: Agent;
/** The quote id at each stage. */
const ids = {} as Record<QuoteStage, string>;
/** Contract ids by how much has been paid against them. */
const contractIds = {} as Record<"unpaid" | "deposit" | "full", string>;

/** Each quote its own person, so every search finds exactly one. */
const person = (stage: QuoteStage, index: number) => ({
  clientName: `${stage.replace("_", " ")} Person`.replace(/^./, (letter) => letter.toUpperCase()),
  clientEmail: `${stage}.client@example.com`,
  clientPhone: `(905) 555-01${String(index).padStart(2, "0")}`,
  projectAddress: `${100 + index} ${stage.replace("_", "")} Street, Toronto, ON`,
});

async function priced(stage: QuoteStage, index: number, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await admin.post("/api/quotes").send(pricedQuoteBody({ ...person(stage, index), ...overrides }));
  expect(response.status).toBe(201);
  return response.body.quoteId;
}

async function accepted(stage: QuoteStage, index: number, totalCost = "7,200.00"): Promise<string> {
  const id = await priced(stage, index, { totalCost });
  expect(
    (
      await request(t.app)
        .patch(`/api/links/${await linkOf(t.app, id)}/status`)
        .send({ status: "accepted", version: 1 })
    ).status,
  ).toBe(200);
  return id;
}

async function signed(stage: QuoteStage, index: number, totalCost: string): Promise<{ quoteId: string; contractId: string }> {
  const quoteId = await accepted(stage, index, totalCost);
  const response = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, quoteId)}/contract`)
    .send(contractBody(quoteId, { ...person(stage, index), clientName: `Signer ${index}` }));
  expect(response.status).toBe(201);
  return { quoteId, contractId: await contractIdOf(t.app, quoteId) };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminAgent(t.app);

  const estimate = await request(t.app)
    .post("/api/quotes")
    .send(estimateQuoteBody(person("unpriced", 1)));
  ids.unpriced = estimate.body.quoteId;

  const draft = await request(t.app)
    .post("/api/quotes")
    .send(estimateQuoteBody(person("draft", 2)));
  ids.draft = draft.body.quoteId;
  expect((await admin.patch(`/api/quotes/${ids.draft}`).send({ totalCost: "5,000.00" })).status).toBe(200);

  ids.sent = await priced("sent", 3);

  ids.viewed = await priced("viewed", 4);
  expect((await request(t.app).get(`/api/links/${await linkOf(t.app, ids.viewed)}`)).status).toBe(200);

  ids.changes_requested = await priced("changes_requested", 5);
  const change = await request(t.app)
    .post(`/api/links/${await linkOf(t.app, ids.changes_requested)}/change-requests`)
    .send({ message: "Could the patio be 10 ft wider?", version: 1 });
  expect(change.status).toBe(200);

  ids.accepted = await accepted("accepted", 6);

  ids.declined = await priced("declined", 7);
  expect(
    (
      await request(t.app)
        .patch(`/api/links/${await linkOf(t.app, ids.declined)}/status`)
        .send({ status: "rejected", version: 1 })
    ).status,
  ).toBe(200);

  ids.expired = await createQuoteValidUntil(t, -2, person("expired", 8));

  ids.replaced = await priced("replaced", 9);
  const revision = await admin
    .post("/api/quotes")
    .send(pricedQuoteBody({ ...person("replaced", 9), clientName: "Revision Person", revisionOf: ids.replaced }));
  expect(revision.status).toBe(201);
  // The revision is another sent quote; it is the newest "sent" one now.

  // Three signed contracts: nothing paid, the deposit paid, everything paid. $11,130.50 with a $5,565.25 deposit.
  const unpaid = await signed("signed", 10, "11130.50");
  ids.signed = unpaid.quoteId;
  contractIds.unpaid = unpaid.contractId;
  contractIds.deposit = (await signed("signed", 11, "11130.50")).contractId;
  contractIds.full = (await signed("signed", 12, "$4,000")).contractId;
  const paid = (contractId: string, amountCents: number, kind: "deposit" | "balance", receiptNumber: number) =>
    ({ contractId, kind, amountCents, method: "etransfer", paidOn: "2025-06-20", reference: null, receiptNumber }) as const;
  await t.database.db
    .insert(payments)
    .values([
      paid(contractIds.deposit, 556_525, "deposit", 1),
      paid(contractIds.full, 200_000, "deposit", 2),
      paid(contractIds.full, 200_000, "balance", 3),
    ]);
}, 120_000);
afterAll(() => t.close());

const listQuotes = async (query: Record<string, string | number> = {}) => {
  const response = await admin.get("/api/quotes").query(query);
  expect(response.status).toBe(200);
  return response.body as { quotes: Listed[]; total: number; page: number; pageSize: number };
};

describe("GET /api/quotes", () => {
  it("answers every quote, newest first, each at its stage, without list parameters", async () => {
    const all = await listQuotes();
    const rows = await t.database.db.select({ id: quotes.id, createdAt: quotes.createdAt }).from(quotes);
    expect(all.total).toBe(rows.length);
    expect(all.quotes).toHaveLength(rows.length);
    expect(all.page).toBe(1);
    const times = all.quotes.map((quote) => rows.find((row) => row.id === quote.id)!.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const stage of quoteStages) expect(all.quotes.find((quote) => quote.id === ids[stage])?.stage).toBe(stage);
  });

  it("says Signed, not Accepted, for a quote with a contract", async () => {
    const all = await listQuotes();
    expect(all.quotes.find((quote) => quote.id === ids.signed)?.stage).toBe("signed");
    expect((await listQuotes({ status: "accepted" })).quotes.map((quote) => quote.id)).toEqual([ids.accepted]);
  });

  it.each(quoteStages.filter((stage) => stage !== "signed" && stage !== "sent"))("filters by stage %s", async (stage) => {
    const page = await listQuotes({ status: stage });
    expect(page.quotes.map((quote) => quote.id)).toEqual([ids[stage]]);
    expect(page.total).toBe(1);
    expect(page.quotes[0].stage).toBe(stage);
  });

  it("filters sent and signed quotes, every one shown at that stage", async () => {
    const sent = await listQuotes({ status: "sent" });
    expect(sent.total).toBe(2);
    expect(sent.quotes.map((quote) => quote.clientName)).toEqual(["Revision Person", "Sent Person"]);
    const signed = await listQuotes({ status: "signed" });
    expect(signed.total).toBe(3);
    expect(signed.quotes.every((quote) => quote.stage === "signed")).toBe(true);
  });

  it("filters the open quotes: waiting on the owner or the client", async () => {
    const open = await listQuotes({ status: "open", pageSize: 100 });
    expect(new Set(open.quotes.map((quote) => quote.stage))).toEqual(new Set(["unpriced", "draft", "sent", "viewed", "changes_requested"]));
    expect(open.total).toBe(6);
  });

  it.each([
    ["part of a name, any case", "cHANGES req", "changes_requested"],
    ["an e-mail", "declined.client@EXAMPLE.com", "declined"],
    ["a phone written differently", "905.555.0104", "viewed"],
    ["a phone's last digits", "0108", "expired"],
    ["part of an address", "106 accepted street", "accepted"],
  ])("searches by %s", async (_what, q, stage) => {
    const found = await listQuotes({ q });
    expect(found.quotes.map((quote) => quote.id)).toEqual([ids[stage as QuoteStage]]);
    expect(found.total).toBe(1);
  });

  it("searches within a stage, and finds nothing for text no quote has", async () => {
    expect((await listQuotes({ q: "Person", status: "declined" })).quotes.map((quote) => quote.id)).toEqual([ids.declined]);
    expect(await listQuotes({ q: "Nobody Here" })).toEqual({ success: true, quotes: [], total: 0, page: 1, pageSize: 25 });
    // LIKE's wildcards are searched for as themselves.
    expect((await listQuotes({ q: "%" })).total).toBe(0);
    expect((await listQuotes({ q: "ex_mple" })).total).toBe(0);
  });

  it("pages: the same total on every page, pages in order without overlap, past the end empty", async () => {
    const all = await listQuotes();
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => listQuotes({ page, pageSize: 3 })));
    for (const page of pages) expect(page.total).toBe(all.total);
    expect(pages.map((page) => page.pageSize)).toEqual([3, 3, 3, 3, 3]);
    expect(pages.flatMap((page) => page.quotes.map((quote) => quote.id))).toEqual(all.quotes.map((quote) => quote.id));
    const beyond = await listQuotes({ page: 9, pageSize: 3 });
    expect(beyond).toMatchObject({ quotes: [], total: all.total, page: 9 });
  });

  it("defaults to pages of 25", async () => {
    expect(await listQuotes({ page: 1 })).toMatchObject({ page: 1, pageSize: 25, total: 13 });
  });

  it("is for the admin only", async () => {
    const response = await request(t.app).get("/api/quotes").query({ status: "signed" });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("UNAUTHORIZED");
  });

  it.each([
    [
      { status: "pending" },
      "status",
      "status must be one of: unpriced, draft, sent, viewed, changes_requested, accepted, signed, declined, expired, replaced, open.",
    ],
    [{ page: "0" }, "page", "page must be a whole number from 1 to 1000000."],
    [{ page: "two" }, "page", "page must be a whole number from 1 to 1000000."],
    [{ pageSize: "101" }, "pageSize", "pageSize must be a whole number from 1 to 100."],
    [{ q: "x".repeat(201) }, "q", "Search for at most 200 characters."],
    [{ sort: "name" }, "sort", "Unknown parameter sort; use q, page, pageSize, status."],
  ])("refuses %o with 400 naming the parameter", async (query, field, message) => {
    const response = await admin.get("/api/quotes").query(query);
    expect(response.status).toBe(400);
    expect(errorBody(response)).toEqual({ success: false, code: "VALIDATION_FAILED", message, errors: { [field]: message } });
  });

  it("refuses a parameter given twice", async () => {
    const response = await admin.get("/api/quotes?q=a&q=b");
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ q: "Give q once." });
  });
});

type ListedContract = {
  id: string;
  quoteId: string;
  collectedCents: number;
  outstandingCents: number | null;
  totalCents: number | null;
  payment: string;
};

const listContracts = async (query: Record<string, string | number> = {}) => {
  const response = await admin.get("/api/contracts").query(query);
  expect(response.status).toBe(200);
  return response.body as { contracts: ListedContract[]; total: number; page: number; pageSize: number };
};

describe("GET /api/contracts", () => {
  it("answers every contract, newest first, with what was collected and what is owed", async () => {
    const all = await listContracts();
    expect(all.total).toBe(3);
    expect(all.contracts.map((contract) => contract.id)).toEqual([contractIds.full, contractIds.deposit, contractIds.unpaid]);
    expect(
      all.contracts.map(({ totalCents, collectedCents, outstandingCents, payment }) => ({ totalCents, collectedCents, outstandingCents, payment })),
    ).toEqual([
      { totalCents: 400_000, collectedCents: 400_000, outstandingCents: 0, payment: "paid_in_full" },
      { totalCents: 1_113_050, collectedCents: 556_525, outstandingCents: 556_525, payment: "balance_due" },
      { totalCents: 1_113_050, collectedCents: 0, outstandingCents: 1_113_050, payment: "deposit_due" },
    ]);
  });

  it.each([
    ["deposit_due", "unpaid"],
    ["balance_due", "deposit"],
    ["paid_in_full", "full"],
  ] as const)("filters %s", async (payment, which) => {
    const page = await listContracts({ payment });
    expect(page.contracts.map((contract) => contract.id)).toEqual([contractIds[which]]);
    expect(page.contracts[0].payment).toBe(payment);
    expect(page.total).toBe(1);
  });

  it("moves a contract on when a payment is one cent short of the deposit, then reaches it", async () => {
    const [row] = await t.database.db
      .insert(payments)
      .values({ contractId: contractIds.unpaid, kind: "deposit", amountCents: 556_524, method: "cash", paidOn: "2025-06-21", receiptNumber: 4 })
      .returning();
    expect((await listContracts({ payment: "deposit_due" })).contracts.map((contract) => contract.id)).toEqual([contractIds.unpaid]);
    await t.database.db.update(payments).set({ amountCents: 556_525 }).where(eq(payments.id, row.id));
    expect((await listContracts({ payment: "deposit_due" })).total).toBe(0);
    expect((await listContracts({ payment: "balance_due" })).total).toBe(2);
    await t.database.db.delete(payments).where(eq(payments.id, row.id));
  });

  it.each([
    ["the signer's name", "signer 11", "deposit"],
    ["the client's name on the quote", "signed person", null],
    ["an e-mail", "SIGNED.client@example.com", null],
    ["a phone", "905 555 0112", "full"],
    ["an address", "110 signed", "unpaid"],
  ] as const)("searches by %s", async (_what, q, which) => {
    const found = await listContracts({ q });
    if (which) expect(found.contracts.map((contract) => contract.id)).toEqual([contractIds[which]]);
    else expect(found.total).toBe(3);
  });

  it("pages", async () => {
    const first = await listContracts({ page: 1, pageSize: 2 });
    const second = await listContracts({ page: 2, pageSize: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.contracts, ...second.contracts].map((contract) => contract.id)).toEqual([
      contractIds.full,
      contractIds.deposit,
      contractIds.unpaid,
    ]);
  });

  it("is for the admin only, and refuses what it cannot read", async () => {
    expect((await request(t.app).get("/api/contracts")).status).toBe(401);
    const response = await admin.get("/api/contracts").query({ payment: "overdue" });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "VALIDATION_FAILED", message: "payment must be one of: deposit_due, balance_due, paid_in_full." });
  });
});
