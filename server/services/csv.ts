/**
 * CSV files the owner opens in Excel: written by csv-stringify (quoting, embedded commas, quotes and
 * line breaks are its job), UTF-8 with a byte order mark so Excel reads accents right, CRLF line ends.
 */
import { stringify } from "csv-stringify/sync";

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null | undefined };

/**
 * A cell starting with = + - @ (or a tab or carriage return, which Excel skips before one) would be
 * run as a formula when the file is opened; a leading apostrophe makes it plain text.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
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
