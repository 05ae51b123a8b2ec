/**
 * The admin lists' search box as SQL: the text anywhere in a name, e-mail or address (case does not
 * matter), and, when it reads as a phone number, its digits anywhere in the phone written without
 * its punctuation, so "416 555 0101" finds "(416) 555-0101".
 */
import { or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { phoneDigits } from "../../shared/list-query";

/** LIKE's wildcards typed by the owner are searched for as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const phonePunctuation = " ()-.+/";

export function searchCondition(search: string, fields: { text: AnyColumn[]; phone: AnyColumn[] }): SQL {
  const pattern = likePattern(search);
  const conditions = fields.text.map((column) => sql`${column} ilike ${pattern}`);
  const digits = phoneDigits(search);
  // translate() drops the punctuation phones are written with; several times cheaper than a regular expression per row.
  if (digits) conditions.push(...fields.phone.map((column) => sql`translate(${column}, ${phonePunctuation}, '') like ${likePattern(digits)}`));
  return or(...conditions) as SQL;
}
