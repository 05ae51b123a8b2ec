/**
 * Receipt numbers: one sequence over every payment (R-0001, R-0002, ...), taken in the payment's own
 * transaction, never reused, unique when many payments are recorded at once; and the payments stored
 * before numbering took numbers in the migration, in the order the money came in.
 */
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, receiptNumberCounter } from "../../shared/schema";
import { torontoDate } from "../../shared/quote-rules";
import type { DatabaseHandle } from "../../server/db";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { createSignedContract, lumpSumPatio } from "../support/signed-contract";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";
import { adminAgent, createTestApp, type TestApp } from "../support/test-app";

describe("receipt numbers on a running app", () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof adminAgent>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminAgent(t.app);
  });
  afterAll(() => t.close());

  const pay = (contractId: string, amount: string) =>
    admin.post(`/api/contracts/${contractId}/payments`).send({ kind: "other", amount, method: "cash", paidOn: torontoDate(new Date()) });

  it("gives 20 payments recorded at once 20 different, consecutive numbers", async () => {
    // Four contracts, five payments each, all sent together: payments on one contract wait for its
    // lock, payments on different contracts race for the counter.
    const contracts = await Promise.all([1, 2, 3, 4].map(() => createSignedContract(t.app, { lineItems: [lumpSumPatio] })));
    const answers = await Promise.all(contracts.flatMap(({ contractId }) => [1, 2, 3, 4, 5].map(() => pay(contractId, "100"))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const stored = await t.database.db.select().from(payments).orderBy(asc(payments.receiptNumber));
    const numbers = stored.map((payment) => payment.receiptNumber);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => numbers[0] + index));
    const [counter] = await t.database.db.select().from(receiptNumberCounter);
    expect(counter.last).toBe(numbers.at(-1));
    // Each answer lists its contract's payments with their receipts as "R-0001".
    for (const answer of answers) for (const payment of answer.body.payments) expect(payment.receipt).toMatch(/^R-\d{4}$/);
  });

  it("never reuses a number: a refused payment takes none, a voided payment keeps its own", async () => {
    const { contractId } = await createSignedContract(t.app, { lineItems: [lumpSumPatio] });
    const first = (await pay(contractId, "100").expect(201)).body.payments[0];
    await pay(contractId, "1,000,000").expect(409);
    await admin.post(`/api/payments/${first.id}/void`).send({ reason: "Test" }).expect(200);
    const second = (await pay(contractId, "100").expect(201)).body.payments;
    const numbers = second.map((payment: { receipt: string }) => Number(payment.receipt.slice(2)));
    expect(second.map((payment: { receipt: string }) => payment.receipt)[0]).toBe(first.receipt);
    expect(numbers[1]).toBe(numbers[0] + 1);
  });
});

describe("the migration numbers the payments already stored", () => {
  const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  const typedColumns = migrationIndex("typed-columns");
  let location: TestDatabaseLocation;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    const raw = await openRawDatabase();
    location = raw.location;
    const { query, close } = raw;
    // Rows written at the schema before typed columns, as a business running then has them.
    await applyMigrations(query, 0, typedColumns);
    await query(
      `insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cost, valid_until, status, source, created_at, line_items, link_token, number)
       values ('${uuid(1)}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', '$7,200.00 CAD', '2099-01-31', 'accepted', 'admin', '2025-03-02T15:00:00Z', '[]', 'token-1', 'Q-2025-0001')`,
    );
    await query(
      `insert into contracts (id, quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, signed_at, contract_text, contract_hash, quote_snapshot)
       values ('${uuid(2)}', '${uuid(1)}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-03-10', '2025-03-10T15:00:00Z', 'Contract (old).', 'abc', '{"totalCost":"$7,200.00 CAD"}')`,
    );
    // Recorded out of order: the later day first, and two on one day (then by when they were recorded).
    const payment = (id: number, cents: number, paidOn: string, createdAt: string) =>
      `insert into payments (id, contract_id, kind, amount_cents, method, paid_on, created_at) values ('${uuid(id)}', '${uuid(2)}', 'other', ${cents}, 'cash', '${paidOn}', '${createdAt}')`;
    await query(payment(10, 30_000, "2025-03-20", "2025-03-20T15:00:00Z"));
    await query(payment(11, 10_000, "2025-03-11", "2025-03-21T15:00:00Z"));
    await query(payment(12, 20_000, "2025-03-15", "2025-03-15T18:00:00Z"));
    await query(payment(13, 15_000, "2025-03-15", "2025-03-15T16:00:00Z"));
    await recordMigrationsApplied(query, typedColumns);
    await close();
    database = await openTestDatabase(location); // applies typed columns and what follows, receipts included
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await location?.dispose();
  });

  it("numbers them 1, 2, 3, 4 by the day the money came in, and the counter continues after them", async () => {
    const rows = await database!.db.select().from(payments).orderBy(asc(payments.receiptNumber));
    expect(rows.map((row) => [row.id, row.receiptNumber])).toEqual([
      [uuid(11), 1],
      [uuid(13), 2],
      [uuid(12), 3],
      [uuid(10), 4],
    ]);
    expect(await database!.db.select().from(receiptNumberCounter)).toEqual([{ id: 1, last: 4 }]);
  });
});
