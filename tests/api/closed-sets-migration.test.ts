/**
 * Closed sets are Postgres enums, one way (docs/decisions/0122, 0155, 0159). The migrations that made
 * the CHECK-listed text columns enums, then the text columns that held a closed set without a CHECK,
 * run on a database holding rows at the schema before them: every value is kept, the defaults and the
 * checks that compare with a value still hold. Then, on the migrated database, no CHECK constraint
 * lists values any more, and the finder proves it would see one. (A text column typed with a closed
 * set in TypeScript alone is found in the schema's sources: tests/unit/closed-set-text-columns.test.ts.)
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { applyMigrations, migrationIndex, openRawDatabase, recordMigrationsApplied } from "../support/database-at-migration";
import { valueListChecks } from "../support/closed-set-checks";
import { openTestDatabase, type TestDatabaseLocation } from "../support/test-database";

const enumsMigration = migrationIndex("closed-sets-as-enums");
const textSetsMigration = migrationIndex("closed-set-text-columns-as-enums");

const ids = {
  quote: "11111111-1111-4111-8111-111111111111",
  contract: "22222222-2222-4222-8222-222222222222",
  job: "33333333-3333-4333-8333-333333333333",
  visit: "44444444-4444-4444-8444-444444444444",
  signedOrder: "55555555-5555-4555-8555-555555555555",
  review: "66666666-6666-4666-8666-666666666666",
  priceItem: "77777777-7777-4777-8777-777777777777",
  entry: "88888888-8888-4888-8888-888888888888",
  image: "99999999-9999-4999-8999-999999999999",
};

/** The columns the migration converts: table, column, the enum it becomes. */
const converted = [
  ["design_catalogue", "kind", "catalogue_kind"],
  ["price_book_items", "unit", "line_item_unit"],
  ["job_visits", "kind", "visit_kind"],
  ["job_visits", "status", "visit_status"],
  ["job_visits", "last_delay_reason", "delay_reason"],
  ["change_orders", "status", "change_order_status"],
  ["change_orders", "reason", "change_order_reason"],
  ["site_reviews", "origin", "review_origin"],
  // Without a CHECK before (migration 0030).
  ["schedule_notices", "kind", "visit_notice_kind"],
  ["schedule_notices", "reason", "delay_reason"],
  ["schedule_requests", "kind", "visit_kind"],
  ["scheduled_messages", "kind", "scheduled_message_kind"],
  ["scheduled_messages", "status", "scheduled_message_status"],
  ["scheduled_messages", "skip_reason", "scheduled_message_skip_reason"],
  ["change_orders", "signing_context", "signing_context"],
  ["follow_up_settings", "review_mode", "review_mode"],
  ["follow_ups", "kind", "follow_up_kind"],
  ["follow_ups", "status", "follow_up_status"],
  ["follow_ups", "skip_reason", "follow_up_skip_reason"],
  ["site_projects", "categories", "_site_project_category"],
  ["site_projects", "type", "site_project_type"],
  ["site_image_variants", "format", "site_image_format"],
  ["site_reviews", "source", "review_source"],
] as const;

let location: TestDatabaseLocation;
let database: DatabaseHandle | undefined;
// node-postgres and PGlite both answer { rows }.
const rows = async (query: ReturnType<typeof sql>) =>
  ((await database!.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  const raw = await openRawDatabase();
  location = raw.location;
  const { query, close } = raw;
  await applyMigrations(query, 0, enumsMigration);
  await query(`insert into quotes (id, client_name, client_email, client_phone, project_address, work_scope, project_details, total_cents, valid_until, status, link_token, number)
    values ('${ids.quote}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'Broom Finish', 'Walkway.', 100000, '2099-01-01', 'accepted', '${ids.quote}', 'Q-2026-0001')`);
  await query(`insert into contracts (id, quote_id, client_name, client_email, client_phone, project_address, signature_data, contract_date, contract_text, contract_hash, quote_snapshot)
    values ('${ids.contract}', '${ids.quote}', 'Old Client', 'old@example.com', '416-555-0100', '1 Old Rd, Toronto, ON', 'data:image/png;base64,AA==', '2025-02-11', 'Contract (old).', 'abc', '{}')`);
  await query(
    `insert into jobs (id, contract_id, quote_id, link_token) values ('${ids.job}', '${ids.contract}', '${ids.quote}', 'job-link-token-0000000000')`,
  );
  await query(
    `insert into job_visits (id, job_id, kind, status, last_delay_reason, ical_uid) values ('${ids.visit}', '${ids.job}', 'stamp_wash', 'on_hold', 'frozen_ground', 'visit-1@forma')`,
  );
  await query(`insert into job_visits (job_id, kind, ical_uid) values ('${ids.job}', 'pour', 'visit-2@forma')`);
  await query(`insert into change_orders (id, contract_id, sequence, status, reason, summary, lines, payment, valid_days, total_cents, created_by, created_at, signing_context)
    values ('${ids.signedOrder}', '${ids.contract}', 1, 'signed', 'site_condition', 'Rock under the walkway.', '[]', '{}', 14, 50000, 'owner@example.com', now(), 'in_person')`);
  await query(`insert into change_orders (contract_id, reason, summary, lines, payment, valid_days, total_cents, created_by, created_at)
    values ('${ids.contract}', 'scope_reduction', 'A shorter walkway.', '[]', '{}', 14, -20000, 'owner@example.com', now())`);
  await query(`insert into site_reviews (id, quote, first_name, city, rating, review_date, source, consent_to_quote, published, contract_id, origin)
    values ('${ids.review}', 'Great work on our walkway, done on time.', 'Sam', 'Toronto', 5, '2026-11-02', 'Our website', true, false, '${ids.contract}', 'client')`);
  await query(
    `insert into price_book_items (id, description, unit, unit_price_cents) values ('${ids.priceItem}', 'Stamped concrete', 'sq_ft', 1800)`,
  );
  await query(`insert into design_catalogue (id, kind, name) values ('${ids.entry}', 'release_colour', 'Charcoal')`);
  // The columns that held a closed set without a CHECK.
  await query(
    `insert into schedule_notices (visit_id, kind, reason, from_day, to_day, sequence) values ('${ids.visit}', 'moved', 'rain', '2026-11-02', '2026-11-04', 1)`,
  );
  await query(`insert into schedule_notices (visit_id, kind, sequence) values ('${ids.visit}', 'proposed', 0)`);
  await query(`insert into schedule_requests (job_id, visit_id, kind, day, preferred_days, created_at)
    values ('${ids.job}', '${ids.visit}', 'stamp_wash', '2026-11-04', '["2026-11-06"]', now())`);
  await query(`insert into scheduled_messages (key, kind, visit_id, status, skip_reason)
    values ('visit:${ids.visit}:seq:1:day_before', 'day_before', '${ids.visit}', 'skipped', 'booked after the reminder was due')`);
  await query(`insert into scheduled_messages (key, kind, status) values ('digest:2026-11-03', 'owner_digest', 'sent')`);
  await query(`insert into follow_up_settings (id, review_mode) values (1, 'hold')`);
  await query(`insert into follow_ups (contract_id, kind, status, due_on, email, skip_reason, token)
    values ('${ids.contract}', 'reseal_reminder', 'skipped', '2027-04-15', 'old@example.com', 'no_consent', 'follow-up-token-0000000000')`);
  await query(`insert into site_projects (id, built_in, contract_id, title, slug, categories, short_description, alt, project_date, type, images)
    values ('job-${ids.contract}', false, '${ids.contract}', 'Walkway', 'walkway', '{"Broom Finish","Repair & Restoration"}', 'A new walkway.', 'A walkway', '2026-10-01', 'residential', '[]')`);
  await query(`insert into site_images (id, width, height, widths, version) values ('${ids.image}', 1600, 1200, '{800}', 'abc')`);
  await query(`insert into site_image_variants (image_id, width, format, bytes) values ('${ids.image}', 800, 'webp', '\\x00')`);
  await applyMigrations(query, enumsMigration, textSetsMigration + 1);
  await recordMigrationsApplied(query, textSetsMigration + 1);
  await close();
  database = await openTestDatabase(location);
}, 60_000);
afterAll(async () => {
  await database?.close();
  await location.dispose();
});

describe("the closed-sets migration on existing rows", () => {
  it("makes each closed-set text column its enum", async () => {
    const types = await rows(sql`
      select table_name as "table", column_name as "column", udt_name as "type" from information_schema.columns
      where table_schema = 'public' and (table_name, column_name) in (${sql.join(
        converted.map(([table, column]) => sql`(${table}, ${column})`),
        sql`, `,
      )})`);
    expect(types.map(({ table, column, type }) => [table, column, type]).sort()).toEqual(converted.map((entry) => [...entry]).sort());
  });

  it("keeps every value, and each default", async () => {
    expect(await rows(sql`select kind::text, status::text, last_delay_reason::text from job_visits order by ical_uid`)).toEqual([
      { kind: "stamp_wash", status: "on_hold", last_delay_reason: "frozen_ground" },
      { kind: "pour", status: "draft", last_delay_reason: null },
    ]);
    expect(await rows(sql`select status::text, reason::text from change_orders order by total_cents desc`)).toEqual([
      { status: "signed", reason: "site_condition" },
      { status: "draft", reason: "scope_reduction" },
    ]);
    expect(await rows(sql`select origin::text from site_reviews`)).toEqual([{ origin: "client" }]);
    expect(await rows(sql`select unit::text from price_book_items`)).toEqual([{ unit: "sq_ft" }]);
    expect(await rows(sql`select kind::text from design_catalogue`)).toEqual([{ kind: "release_colour" }]);
    await database!.db.execute(sql`insert into site_reviews (quote, first_name, city, rating, review_date, source, consent_to_quote)
      values ('Entered by the owner, from a call.', 'Ana', 'Toronto', 4, '2026-11-03', 'E-mail', false)`);
    expect(await rows(sql`select origin::text from site_reviews where first_name = 'Ana'`)).toEqual([{ origin: "business" }]);
  });

  it("keeps every value of the columns that had no CHECK, and the review mode's default", async () => {
    expect(await rows(sql`select kind::text, reason::text from schedule_notices order by sequence`)).toEqual([
      { kind: "proposed", reason: null },
      { kind: "moved", reason: "rain" },
    ]);
    expect(await rows(sql`select kind::text from schedule_requests`)).toEqual([{ kind: "stamp_wash" }]);
    expect(await rows(sql`select kind::text, status::text, skip_reason::text from scheduled_messages order by key`)).toEqual([
      { kind: "owner_digest", status: "sent", skip_reason: null },
      { kind: "day_before", status: "skipped", skip_reason: "booked after the reminder was due" },
    ]);
    expect(await rows(sql`select signing_context::text from change_orders order by total_cents desc`)).toEqual([
      { signing_context: "in_person" },
      { signing_context: null },
    ]);
    expect(await rows(sql`select kind::text, status::text, skip_reason::text from follow_ups`)).toEqual([
      { kind: "reseal_reminder", status: "skipped", skip_reason: "no_consent" },
    ]);
    expect(await rows(sql`select categories::text[], type::text from site_projects`)).toEqual([
      { categories: ["Broom Finish", "Repair & Restoration"], type: "residential" },
    ]);
    expect(await rows(sql`select format::text from site_image_variants`)).toEqual([{ format: "webp" }]);
    expect(await rows(sql`select source::text from site_reviews where id = ${ids.review}`)).toEqual([{ source: "Our website" }]);
    expect(await rows(sql`select review_mode::text from follow_up_settings`)).toEqual([{ review_mode: "hold" }]);
    await database!.db.execute(sql`delete from follow_up_settings`);
    await database!.db.execute(sql`insert into follow_up_settings (id) values (1)`);
    expect(await rows(sql`select review_mode::text from follow_up_settings`)).toEqual([{ review_mode: "auto" }]);
  });

  it("still refuses a value outside the set, and what the checks and indexes made again refuse", async () => {
    const refused = (statement: ReturnType<typeof sql>) =>
      database!.db.execute(statement).then(
        () => "accepted",
        () => "refused",
      );
    expect(await refused(sql`update job_visits set status = 'postponed' where id = ${ids.visit}`)).toBe("refused");
    expect(await refused(sql`update price_book_items set unit = 'sq_m'`)).toBe("refused");
    expect(await refused(sql`update site_reviews set source = 'Phone'`)).toBe("refused");
    expect(await refused(sql`update scheduled_messages set skip_reason = 'no reason'`)).toBe("refused");
    // change_orders_sent_numbered: a signed order has its number.
    expect(await refused(sql`update change_orders set sequence = null where id = ${ids.signedOrder}`)).toBe("refused");
    // site_reviews_client_has_job, and site_reviews_client_per_job: one client review per job.
    expect(await refused(sql`update site_reviews set contract_id = null where id = ${ids.review}`)).toBe("refused");
    expect(
      await refused(sql`insert into site_reviews (quote, first_name, city, rating, review_date, source, consent_to_quote, contract_id, origin)
        values ('A second one of the same job.', 'Sam', 'Toronto', 5, '2026-11-04', 'Our website', true, ${ids.contract}, 'client')`),
    ).toBe("refused");
    const indexes = await rows(
      sql`select indexname from pg_indexes where indexname in ('job_visits_awaiting_date_idx', 'site_reviews_client_per_job') order by 1`,
    );
    expect(indexes).toEqual([{ indexname: "job_visits_awaiting_date_idx" }, { indexname: "site_reviews_client_per_job" }]);
  });
});

describe("closed sets, one way", () => {
  it("leaves no CHECK constraint listing values on the migrated database", async () => {
    expect(await valueListChecks(database!.db)).toEqual([]);
  });

  it("reports a text column whose CHECK lists its values", async () => {
    await database!.db.execute(sql`create table closed_set_probe (colour text not null check (colour in ('grey', 'charcoal')))`);
    try {
      expect(await valueListChecks(database!.db)).toEqual([
        { table: "closed_set_probe", name: "closed_set_probe_colour_check", definition: expect.stringContaining("'grey'") },
      ]);
    } finally {
      await database!.db.execute(sql`drop table closed_set_probe`);
    }
  });
});
