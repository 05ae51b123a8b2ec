/**
 * CSV files the owner opens in Excel: written by csv-stringify (quoting, embedded commas, quotes and
 * line breaks are its job), UTF-8 with a byte order mark so Excel reads accents right, CRLF line ends.
 */
import { stringify } from "csv-stringify/sync";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

/**
 * What a spreadsheet may skip before it reads a cell's first character: whitespace of any kind,
 * control and format characters (zero-width space and joiners, the byte order mark, bidi marks,
 * the soft hyphen) and every other default-ignorable character.
 */
const skippedAtStart = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}]+/u;

/** The characters that start a formula, once compatibility forms (fullwidth ＝, small ﹢) are folded. */
const formulaStart = /^[=+\-@]/;

/**
 * A cell that starts a formula once its leading invisible characters are skipped and it is read in
 * Unicode compatibility form (NFKC): "=cmd", "＝cmd", "\u200b=cmd", "\u00a0=cmd", "\t=cmd", "+1",
 * "-1", "@SUM", and any cell starting with a tab or carriage return (which Excel skips before one).
 */
export function startsFormula(text: string): boolean {
  if (/^[\t\r]/.test(text)) return true;
  // Only the start matters: fold a short prefix after the skipped run, then skip again (folding can
  // turn a character into a space), so a 10,000-character description costs no more than a name.
  const rest = text.replace(skippedAtStart, "").slice(0, 16).normalize("NFKC").replace(skippedAtStart, "");
  return formulaStart.test(rest);
}

/**
 * A cell that would run as a formula when the file is opened gets a leading apostrophe, which makes
 * it plain text; the rest of the cell stays exactly as it was typed (its invisible characters too),
 * so the export never changes what the user wrote beyond that one mark.
 */
export function neutraliseFormula(text: string): string {
  return startsFormula(text) ? `'${text}` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify(
    rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        // Numbers are ours (amounts, counts), never typed by anyone: left as they are so Excel sums them.
        return typeof value === "number" ? value : neutraliseFormula(value ?? "");
      }),
    ),
    { bom: true, header: true, columns: columns.map((column) => column.header), record_delimiter: "windows" },
  );
}
