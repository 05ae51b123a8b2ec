/**
 * The migration that gives quotes their link token and number, run on a database holding quotes made
 * before it: each keeps its id as its link (the e-mailed link keeps working), numbers follow creation
 * order within each Toronto year, and the year's counter continues after them. Then the server serves
 * that database: the old link and the old contract link work, and the next quote takes the next number.
 */
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { ensureAdminAccount } from "../../server/features/account/admin-accounts";
import { createLogger } from "../../server/logger";
import type { DatabaseHandle } from "../../server/db";
import { quotes } from "../../shared/schema";
import { pricedQuoteBody } from "../support/factories";
import { adminAgent, testConfig } from "../support/test-app";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

const linkMigration = migrationIndex("client-links-and-numbers");

const oldQuote = (id: string, createdAt: string) =>
  `insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cost, valid_until, status, created_at, sent_at, line_items)
   values ('${id}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', '1000.00', '2099-01-01', 'accepted', '${createdAt}', '${createdAt}', '[]')`;

// Created in this order; 2024-12-31 23:30 in Toronto is already 2025 in UTC, and stays a 2024 quote.
const ids = {
  late2024: "11111111-1111-4111-8111-111111111111",
  first2025: "22222222-2222-4222-8222-222222222222",
  second2025: "33333333-3333-4333-8333-333333333333",
};
const contractId = "44444444-4444-4444-8444-444444444444";

let location: TestDatabaseLocation;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  const raw = await openRawDatabase();
  location = raw.location;
  const { query, close } = raw;
  await applyMigrations(query, 0, linkMigration);
  await query(oldQuote(ids.second2025, "2025-03-02T15:00:00Z"));
  await query(oldQuote(ids.late2024, "2025-01-01T04:30:00Z"));
  await query(oldQuote(ids.first2025, "2025-02-10T15:00:00Z"));
  await query(
    `insert into contracts (id, quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, contract_text, contract_hash, quote_snapshot)
     values ('${contractId}', '${ids.first2025}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-02-11', 'Contract (old).', 'abc', '{}')`,
  );
  await applyMigrations(query, linkMigration, linkMigration + 1);
  await recordMigrationsApplied(query, linkMigration + 1);
  await close();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await location.dispose();
});

describe("the link and number migration on existing quotes", () => {
  it("keeps each quote's id as its link, numbers them in creation order per Toronto year, and the server continues", async () => {
    database = await openTestDatabase(location); // applies the migrations after it, if any
    const rows = await database.db.select().from(quotes);
    expect(rows.map((row) => row.id).sort()).toEqual(Object.values(ids).sort());
    const byId = Object.fromEntries(rows.map((quote) => [quote.id, quote]));
    expect(byId[ids.late2024]).toMatchObject({ linkToken: ids.late2024, number: "Q-2024-0001" });
    expect(byId[ids.first2025]).toMatchObject({ linkToken: ids.first2025, number: "Q-2025-0001" });
    expect(byId[ids.second2025]).toMatchObject({ linkToken: ids.second2025, number: "Q-2025-0002" });

    const config = { ...testConfig(), dataDir: location.dataDir, databaseUrl: location.databaseUrl };
    await ensureAdminAccount(database.db, config);
    const app = await createApp({ config, database, logger: createLogger("silent") });
    // The links e-mailed before: the quote's, and the confirmation's (its contract's id).
    const old = await request(app).get(`/api/links/${ids.second2025}`).expect(200);
    expect(old.body.quote.number).toBe("Q-2025-0002");
    const confirmation = await request(app).get(`/api/links/${contractId}/contract`).expect(200);
    expect(confirmation.body.contract.payment.reference).toBe("Q-2025-0001");

    // A new quote this year takes the next number of this year, with a random link.
    const created = await (await adminAgent(app)).post("/api/quotes").send(pricedQuoteBody()).expect(201);
    const fresh = await (await adminAgent(app)).get(`/api/quotes/${created.body.quoteId}`).expect(200);
    expect(fresh.body.quote.linkToken).not.toBe(created.body.quoteId);
    expect(fresh.body.quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
  });
});
