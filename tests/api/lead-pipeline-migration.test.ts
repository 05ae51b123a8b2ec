/**
 * The migration to lead stages on a database holding leads from before it: new and quoted stay, a
 * closed lead with a signed contract on one of its quotes becomes won, every other closed lead lost
 * with the reason "Closed before stages", and each conversion is on the lead's history.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { events, quoteRequests } from "../../shared/schema";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

const stagesMigration = migrationIndex("lead-pipeline");

const ids = {
  fresh: "11111111-1111-4111-8111-111111111111",
  quoted: "22222222-2222-4222-8222-222222222222",
  closedSigned: "33333333-3333-4333-8333-333333333333",
  closedUnsigned: "44444444-4444-4444-8444-444444444444",
};
const oldLead = (id: string, status: string) =>
  `insert into quote_requests (id, name, phone, email, city, project_type, status) values ('${id}', 'Lead ${status}', '416-555-0100', '${id.slice(0, 4)}@example.com', 'toronto', 'Both', '${status}')`;
const oldQuote = (id: string, leadId: string, number: string) =>
  `insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cents, valid_until, status, link_token, number, quote_request_id)
   values ('${id}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', 100000, '2099-01-01', 'accepted', '${id}', '${number}', '${leadId}')`;

let location: TestDatabaseLocation;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  const raw = await openRawDatabase();
  location = raw.location;
  const { query, close } = raw;
  await applyMigrations(query, 0, stagesMigration);
  for (const [key, status] of [
    ["fresh", "new"],
    ["quoted", "quoted"],
    ["closedSigned", "closed"],
    ["closedUnsigned", "closed"],
  ] as const)
    await query(oldLead(ids[key], status));
  const signedQuote = "55555555-5555-4555-8555-555555555555";
  await query(oldQuote(signedQuote, ids.closedSigned, "Q-2025-0001"));
  await query(oldQuote("66666666-6666-4666-8666-666666666666", ids.closedUnsigned, "Q-2025-0002"));
  await query(
    `insert into contracts (quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, contract_text, contract_hash, quote_snapshot)
     values ('${signedQuote}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-02-11', 'Contract (old).', 'abc', '{}')`,
  );
  await applyMigrations(query, stagesMigration, stagesMigration + 1);
  await recordMigrationsApplied(query, stagesMigration + 1);
  await close();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await location.dispose();
});

describe("the lead stages migration on existing leads", () => {
  it("keeps new and quoted, makes closed won when signed and lost otherwise, and records each conversion", async () => {
    database = await openTestDatabase(location);
    const rows = await database.db.select().from(quoteRequests);
    const byId = Object.fromEntries(rows.map((lead) => [lead.id, lead]));
    expect(byId[ids.fresh]).toMatchObject({ status: "new", lostReason: null, version: 1, followUpOn: null });
    expect(byId[ids.quoted]).toMatchObject({ status: "quoted", lostReason: null });
    expect(byId[ids.closedSigned]).toMatchObject({ status: "won", lostReason: null });
    expect(byId[ids.closedUnsigned]).toMatchObject({ status: "lost", lostReason: "before_stages" });

    const history = await database.db.select().from(events).where(eq(events.type, "quote_request.status_changed")).orderBy(asc(events.at));
    expect(history.map((event) => [event.quoteRequestId, event.data]).sort()).toEqual(
      [
        [ids.closedSigned, { from: "closed", to: "won", by: "conversion to stages" }],
        [ids.closedUnsigned, { from: "closed", to: "lost", by: "conversion to stages" }],
      ].sort(),
    );
  });
});
