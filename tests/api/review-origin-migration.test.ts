/**
 * The migration that records who wrote each review, on a database holding reviews from before it: a
 * review our page recorded a client leaving (its job's site.review_left event) becomes the client's;
 * every other one, "Our website" entered by the owner included, is the business's and no longer
 * holds the client's place.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { hasClientReview } from "../../server/features/site/storage";
import { siteReviews } from "../../shared/schema";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

const originMigration = migrationIndex("review_origin");

const ids = {
  leftQuote: "11111111-1111-4111-8111-111111111111",
  enteredQuote: "22222222-2222-4222-8222-222222222222",
  leftContract: "33333333-3333-4333-8333-333333333333",
  enteredContract: "44444444-4444-4444-8444-444444444444",
  left: "55555555-5555-4555-8555-555555555555",
  fabricated: "66666666-6666-4666-8666-666666666666",
  google: "77777777-7777-4777-8777-777777777777",
};
const oldQuote = (id: string, number: string) =>
  `insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cents, valid_until, status, link_token, number)
   values ('${id}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', 100000, '2099-01-01', 'accepted', '${id}', '${number}')`;
const oldContract = (id: string, quoteId: string) =>
  `insert into contracts (id, quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, contract_text, contract_hash, quote_snapshot)
   values ('${id}', '${quoteId}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-02-11', 'Contract (old).', 'abc', '{}')`;
const oldReview = (id: string, source: string, contractId: string | null) =>
  `insert into site_reviews (id, quote, first_name, city, rating, review_date, source, consent_to_quote, published, contract_id)
   values ('${id}', 'Great work on our walkway, done on time.', 'Sam', 'Toronto', 5, '2026-11-02', '${source}', true, false, ${contractId ? `'${contractId}'` : "null"})`;

let location: TestDatabaseLocation;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  const raw = await openRawDatabase();
  location = raw.location;
  const { query, close } = raw;
  await applyMigrations(query, 0, originMigration);
  await query(oldQuote(ids.leftQuote, "Q-2026-0001"));
  await query(oldQuote(ids.enteredQuote, "Q-2026-0002"));
  await query(oldContract(ids.leftContract, ids.leftQuote));
  await query(oldContract(ids.enteredContract, ids.enteredQuote));
  await query(oldReview(ids.left, "Our website", ids.leftContract));
  await query(
    `insert into events (type, quote_id, contract_id, data) values ('site.review_left', '${ids.leftQuote}', '${ids.leftContract}', '{"consentToQuote":true}')`,
  );
  await query(oldReview(ids.fabricated, "Our website", ids.enteredContract));
  await query(oldReview(ids.google, "Google", null));
  await applyMigrations(query, originMigration, originMigration + 1);
  await recordMigrationsApplied(query, originMigration + 1);
  await close();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await location.dispose();
});

describe("the review origin migration on existing reviews", () => {
  it("makes the client's only the reviews our page recorded the client leaving", async () => {
    database = await openTestDatabase(location);
    const origin = async (id: string) => (await database!.db.select().from(siteReviews).where(eq(siteReviews.id, id)))[0].origin;
    expect(await origin(ids.left)).toBe("client");
    expect(await origin(ids.fabricated)).toBe("business");
    expect(await origin(ids.google)).toBe("business");
    expect(await hasClientReview(database.db, ids.leftContract)).toBe(true);
    // The owner's "Our website" entry no longer stands in for the client: their page asks them.
    expect(await hasClientReview(database.db, ids.enteredContract)).toBe(false);
  });
});
