/**
 * Closed sets are Postgres enums, one way (docs/decisions/0122, 0155): this finds the other way, a
 * CHECK constraint that lists a column's allowed values (Postgres stores `x in ('a', 'b')` as
 * `x = ANY (ARRAY['a'::text, 'b'::text])`), on whichever driver the tests run.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db";

export type ValueListCheck = { table: string; name: string; definition: string };

/** Every CHECK constraint of the public schema that lists literal values. */
export async function valueListChecks(db: Database): Promise<ValueListCheck[]> {
  const result = await db.execute(sql`
    select conrelid::regclass::text as "table", conname as "name", pg_get_constraintdef(oid) as "definition"
    from pg_constraint
    where contype = 'c' and connamespace = 'public'::regnamespace
    order by 1, 2`);
  // node-postgres and PGlite both answer { rows }.
  const rows = (result as unknown as { rows: ValueListCheck[] }).rows;
  return rows.filter(({ definition }) => /ANY \(+ARRAY\['|\bIN \('/i.test(definition));
}
