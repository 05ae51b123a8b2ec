/**
 * The typed-columns migration (docs/decisions/0122) run on a database at the schema before it, holding
 * the rows a running business has: priced, unpriced, estimate and revised quotes, a signed contract
 * with payments, e-mails in every status, events, and rows that point at nothing. Every converted
 * value is checked, then the server serves the database: prices answer as the same text, money adds up.
 */
import { asc, sql } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { createLogger } from "../../server/logger";
import type { DatabaseHandle } from "../../server/db";
import { contracts, emails, events, payments, quotes } from "../../shared/schema";
import { adminAgent, testConfig } from "../support/test-app";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

const typedColumns = migrationIndex("typed-columns");

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const missing = "99999999-9999-4999-8999-999999999999";
const createdAt = "2025-03-02T15:00:00Z"; // 2025-03-02 in Toronto

/** Each old price text, and the cents it becomes; what parseAmount could not read is 0 (not priced). */
const prices: Array<[text: string, cents: number]> = [
  ["5,565.25", 556_525],
  ["$7,200.00", 720_000],
  ["7,200.00 CAD", 720_000],
  ["CAD 4 200.5", 420_050],
  ["C$ 99.99", 9_999],
  ["4500", 450_000],
  ["12,345.5", 1_234_550],
  ["1,000,000.00", 100_000_000],
  ["\u00a03,100.00 ", 310_000],
  ["0.00", 0],
  ["", 0],
  ["call us", 0],
  ["-5", 0],
  ["4500 5000", 0],
  ["4500.125", 0],
];
const priceQuote = (index: number) => uuid(100 + index);

const ids = {
  lead: uuid(1),
  priced: uuid(2),
  estimate: uuid(3),
  signed: uuid(4),
  original: uuid(5),
  revision: uuid(6),
  badDate: uuid(7),
  orphans: uuid(8),
  contract: uuid(20),
};

type QuoteRow = {
  id: string;
  total: string;
  validUntil?: string;
  status?: string;
  source?: string;
  revisionOf?: string;
  replacedBy?: string;
  quoteRequestId?: string;
  changesNoticeEmailId?: string;
};

let serial = 0;
function oldQuote(row: QuoteRow): string {
  serial += 1;
  const text = row.total.replace(/'/g, "''");
  const ref = (value: string | undefined) => (value ? `'${value}'` : "null");
  return `insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cost, valid_until, status, source, created_at, line_items, revision_of, replaced_by, quote_request_id, changes_notice_email_id, link_token, number)
    values ('${row.id}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', '${text}', '${row.validUntil ?? "2099-01-31"}',
      '${row.status ?? "pending"}', '${row.source ?? "admin"}', '${createdAt}', '[]', ${ref(row.revisionOf)}, ${ref(row.replacedBy)}, ${ref(row.quoteRequestId)}, ${ref(row.changesNoticeEmailId)},
      'token-${row.id}', 'Q-2025-${String(serial).padStart(4, "0")}')`;
}

const oldEmail = (id: number, status: string, extra: { sentAt?: string; quoteId?: string; contractId?: string } = {}) =>
  `insert into emails (id, kind, "to", subject, text, html, status, sent_at, quote_id, contract_id)
   values ('${uuid(id)}', 'quote-link', 'old@example.com', 'Your quote', 'Text', '<p>Text</p>', '${status}',
     ${extra.sentAt ? `'${extra.sentAt}'` : "null"}, ${extra.quoteId ? `'${extra.quoteId}'` : "null"}, ${extra.contractId ? `'${extra.contractId}'` : "null"})`;

const oldEvent = (id: number, type: string, refs: { quoteId?: string; contractId?: string; quoteRequestId?: string } = {}) =>
  `insert into events (id, type, quote_id, contract_id, quote_request_id, data)
   values ('${uuid(id)}', '${type}', ${refs.quoteId ? `'${refs.quoteId}'` : "null"}, ${refs.contractId ? `'${refs.contractId}'` : "null"},
     ${refs.quoteRequestId ? `'${refs.quoteRequestId}'` : "null"}, '{}')`;

const oldPayment = (id: number, kind: string, cents: number, method: string, paidOn: string) =>
  `insert into payments (id, contract_id, kind, amount_cents, method, paid_on, created_at)
   values ('${uuid(id)}', '${ids.contract}', '${kind}', ${cents}, '${method}', '${paidOn}', '2025-03-20T15:00:00Z')`;

let location: TestDatabaseLocation;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  const raw = await openRawDatabase();
  location = raw.location;
  const { query, close } = raw;
  await applyMigrations(query, 0, typedColumns);
  await query(
    `insert into quote_requests (id, name, phone, email, city, project_type, consent) values ('${ids.lead}', 'Old Lead', '416-555-0100', 'old@example.com', 'toronto', 'driveway', true)`,
  );
  for (const [index, [total]] of prices.entries()) await query(oldQuote({ id: priceQuote(index), total }));
  await query(oldQuote({ id: ids.priced, total: "5,565.25", quoteRequestId: ids.lead }));
  await query(oldQuote({ id: ids.estimate, total: "0.00", source: "estimate" }));
  await query(oldQuote({ id: ids.signed, total: "$7,200.00 CAD", status: "accepted" }));
  await query(oldQuote({ id: ids.original, total: "4500", replacedBy: ids.revision }));
  await query(oldQuote({ id: ids.revision, total: "4,200.00", revisionOf: ids.original }));
  await query(oldQuote({ id: ids.badDate, total: "1,000.00", validUntil: "2025-02-30" }));
  await query(
    oldQuote({
      id: ids.orphans,
      total: "900",
      source: "web",
      revisionOf: missing,
      replacedBy: missing,
      quoteRequestId: missing,
      changesNoticeEmailId: missing,
    }),
  );
  await query(
    `insert into contracts (id, quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, signed_at, contract_text, contract_hash, quote_snapshot)
     values ('${ids.contract}', '${ids.signed}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-03-10', '2025-03-10T15:00:00Z', 'Contract (old).', 'abc', '{"totalCost":"$7,200.00 CAD"}')`,
  );
  await query(oldPayment(30, "deposit", 216_000, "etransfer", "2025-03-11"));
  await query(oldPayment(31, "refund-ish", 100_000, "cheque", "not a day"));
  await query(oldEmail(40, "pending", { quoteId: ids.priced }));
  await query(oldEmail(41, "sending", { quoteId: ids.priced }));
  await query(oldEmail(42, "sent", { sentAt: "2025-03-02T16:00:00Z", quoteId: ids.signed, contractId: ids.contract }));
  await query(oldEmail(43, "failed"));
  await query(oldEmail(44, "delivered", { sentAt: "2025-03-02T16:00:00Z" }));
  await query(oldEmail(45, "pending", { quoteId: missing, contractId: missing }));
  await query(oldEvent(50, "quote.created", { quoteId: ids.priced, quoteRequestId: ids.lead }));
  await query(oldEvent(51, "contract.signed", { quoteId: ids.signed, contractId: ids.contract }));
  await query(oldEvent(52, "quote.revised", { quoteId: ids.original }));
  await query(oldEvent(53, "quote.viewed", { quoteId: missing, contractId: missing, quoteRequestId: missing }));
  await query(oldEvent(54, "admin.login"));
  // Recorded as applied up to the one before typed columns: the server applies it and what follows.
  await recordMigrationsApplied(query, typedColumns);
  await close();
  database = await openTestDatabase(location); // applies the typed-columns migration
}, 120_000);
afterAll(async () => {
  await database?.close();
  await location.dispose();
});

describe("the typed-columns migration on an existing database", () => {
  it("reads every old price text into cents, as parseAmount read it; unreadable text is 0", async () => {
    const rows = await database!.db.select({ id: quotes.id, totalCents: quotes.totalCents }).from(quotes);
    const cents = new Map(rows.map((row) => [row.id, row.totalCents]));
    expect(prices.map(([text], index) => [text, cents.get(priceQuote(index))])).toEqual(prices);
    expect(cents.get(ids.signed)).toBe(720_000);
    expect(cents.get(ids.estimate)).toBe(0);
    expect(cents.get(ids.revision)).toBe(420_000);
  });

  it("turns dates into dates; one that is not a real day becomes the row's own Toronto day", async () => {
    const byId = new Map((await database!.db.select().from(quotes)).map((row) => [row.id, row]));
    expect(byId.get(ids.priced)?.validUntil).toBe("2099-01-31");
    expect(byId.get(ids.badDate)?.validUntil).toBe("2025-03-02");
    const [contract] = await database!.db.select().from(contracts);
    expect(contract.contractDate).toBe("2025-03-10");
    const paid = await database!.db.select().from(payments).orderBy(asc(payments.amountCents));
    expect(paid.map((payment) => [payment.kind, payment.method, payment.paidOn, payment.amountCents])).toEqual([
      ["other", "cheque", "2025-03-20", 100_000],
      ["deposit", "etransfer", "2025-03-11", 216_000],
    ]);
  });

  it("keeps every closed set's value, and puts a stored value outside it where the decision says", async () => {
    const byId = new Map((await database!.db.select().from(quotes)).map((row) => [row.id, row]));
    expect(byId.get(ids.estimate)?.source).toBe("estimate");
    expect(byId.get(ids.priced)?.source).toBe("admin");
    expect(byId.get(ids.orphans)?.source).toBe("admin");
    expect(byId.get(ids.signed)?.status).toBe("accepted");
    const mail = new Map((await database!.db.select().from(emails)).map((row) => [row.id, row.status]));
    expect([40, 41, 42, 43, 44, 45].map((n) => mail.get(uuid(n)))).toEqual(["pending", "sending", "sent", "pending", "sent", "pending"]);
    const types = new Map((await database!.db.select().from(events)).map((row) => [row.id, row.type]));
    expect([50, 51, 52, 53, 54].map((n) => types.get(uuid(n)))).toEqual([
      "quote.created",
      "contract.signed",
      "quote.revised",
      "quote.viewed",
      "admin.login",
    ]);
  });

  it("keeps the links between rows, and a link to a row that does not exist becomes null", async () => {
    const byId = new Map((await database!.db.select().from(quotes)).map((row) => [row.id, row]));
    expect(byId.get(ids.original)).toMatchObject({ replacedBy: ids.revision, revisionOf: null });
    expect(byId.get(ids.revision)).toMatchObject({ revisionOf: ids.original, replacedBy: null });
    expect(byId.get(ids.priced)?.quoteRequestId).toBe(ids.lead);
    expect(byId.get(ids.orphans)).toMatchObject({ revisionOf: null, replacedBy: null, quoteRequestId: null, changesNoticeEmailId: null });
    const mail = new Map((await database!.db.select().from(emails)).map((row) => [row.id, row]));
    expect(mail.get(uuid(42))).toMatchObject({ quoteId: ids.signed, contractId: ids.contract });
    expect(mail.get(uuid(45))).toMatchObject({ quoteId: null, contractId: null });
    const log = new Map((await database!.db.select().from(events)).map((row) => [row.id, row]));
    expect(log.get(uuid(51))).toMatchObject({ quoteId: ids.signed, contractId: ids.contract });
    expect(log.get(uuid(50))).toMatchObject({ quoteId: ids.priced, quoteRequestId: ids.lead });
    expect(log.get(uuid(53))).toMatchObject({ quoteId: null, contractId: null, quoteRequestId: null });
  });

  it("is enforced from now on: the database refuses a negative price, an unknown status and a dangling link", async () => {
    const db = database!.db;
    const attempt = (statement: string) =>
      db.execute(sql.raw(statement)).then(
        () => "stored",
        () => "refused",
      );
    expect(await attempt(`update quotes set total_cents = -1 where id = '${ids.priced}'`)).toBe("refused");
    expect(await attempt(`update emails set status = 'failed' where id = '${uuid(40)}'`)).toBe("refused");
    expect(await attempt(`update events set quote_id = '${missing}' where id = '${uuid(54)}'`)).toBe("refused");
    expect(await attempt(`update quotes set valid_until = '2025-02-30' where id = '${ids.priced}'`)).toBe("refused");
  });

  it("serves the converted database: the price answers as text, the contract's money adds up", async () => {
    const config = { ...testConfig(), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
    await ensureAdminAccount(database!.db, config);
    const app = await createApp({ config, database: database!, logger: createLogger("silent") });
    const admin = await adminAgent(app);
    const priced = await admin.get(`/api/quotes/${ids.priced}`).expect(200);
    expect(priced.body.quote).toMatchObject({ totalCost: "5,565.25", totalCents: 556_525, validUntil: "2099-01-31", expired: false });
    const estimate = await admin.get(`/api/quotes/${ids.estimate}`).expect(200);
    expect(estimate.body.quote).toMatchObject({ totalCost: "0.00", totalCents: 0, source: "estimate" });
    const client = await request(app).get(`/api/links/token-${ids.priced}`).expect(200);
    expect(client.body.quote.totalCost).toBe("5,565.25");

    const list = await admin.get("/api/contracts").expect(200);
    expect(list.body.contracts).toEqual([
      expect.objectContaining({ id: ids.contract, totalCost: "7,200.00", totalCents: 720_000, collectedCents: 316_000, outstandingCents: 404_000 }),
    ]);
    const summary = await admin.get("/api/admin/summary").expect(200);
    expect(summary.body).toMatchObject({ signedValueCents: 720_000, collectedCents: 316_000, outstandingCents: 404_000 });
  });
});
