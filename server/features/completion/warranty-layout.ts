/**
 * The warranty certificate laid out from its frozen record (warranty-record.ts), the way the change
 * order is laid out from its own (change-order-layout.ts): headings and labels come from this code,
 * every value from the record. The first page is the certificate, as one reads: its title and number,
 * the promise in one sentence, the period in large type (the dates a claim is measured against are the
 * first thing found), the client and property, what was built under which contract and change
 * orders, and who issued it. Then the owner's terms as they stood when it was issued, the client's
 * statutory rights, and the record: the contract and each change order by the SHA-256 of its signed
 * PDF (the certificate covers exactly the work they describe), and the certificate's own identity.
 *
 * The period's days are written in full ("Friday, June 12, 2026", as the client reads visit days);
 * every other date the way the contract writes them (shared/human-dates.ts), all in Toronto time.
 * Whether the owner issued it before the balance was paid is an audit fact kept in the record and
 * the database, and is deliberately not printed: it changes nothing the client holds.
 */
import { formatHumanDate, formatHumanDateTime, formatHumanTorontoDay } from "../../../shared/human-dates";
import { formatVisitDay } from "../../../shared/schedule/rules";
import type { WarrantyRecord } from "./warranty-record";
import { keptTogether, type Block } from "../../pdf/blocks";

export const warrantyTitle = "Workmanship Warranty Certificate";

export const warrantyHeaderTitle = (record: Pick<WarrantyRecord, "number">) => `WARRANTY CERTIFICATE ${record.number}`;

export function warrantyFooter(record: Pick<WarrantyRecord, "number" | "contract">): string {
  return `Warranty Certificate ${record.number}  ·  Contract ${record.contract.id}  ·  Quote ${record.contract.quoteNumber}`;
}

/** "5 years", "1 year". */
const yearsInWords = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

/** The statement the certificate makes, in one sentence. */
export const warrantyStatement = (record: Pick<WarrantyRecord, "contractor" | "years">) =>
  `${record.contractor.name} warrants the workmanship of the work described below for ${yearsInWords(record.years)}.`;

/** "From Friday, June 12, 2026" and "to Thursday, June 12, 2031": the period as two lines of large type. */
export function warrantyPeriodLines(record: Pick<WarrantyRecord, "startsOn" | "endsOn">): [string, string] {
  return [`From ${formatVisitDay(record.startsOn)}`, `to ${formatVisitDay(record.endsOn)}`];
}

const labelWidth = 132;
const field = (label: string, value: string): Block => ({ type: "labelled", label, value, options: { labelWidth } });
const hash = (label: string, value: string): Block => ({ type: "labelled", label, value, options: { labelWidth, valueFont: "mono", size: 9 } });
const muted = (text: string, size = 9): Block => ({ type: "text", text, style: { size, colour: "stoneMuted" } });
const heading = (text: string): Block => ({ type: "heading", text, size: 11 });

/**
 * A list item's columns, together the 504 pt text column: a little indent, its marker (room for "10."
 * beside the gap every cell keeps), then its text,
 * so the marker hangs to the left and wrapped lines align under the text, not under the marker.
 */
const listIndent = 8;
const markerWidth = 22;
const listWidth = 504 - listIndent - markerWidth;

/**
 * A list, one table row per item so its wrapped lines hang under its text and an item is never split
 * across pages: bullets, or numbers for steps that are taken in order.
 */
function listBlocks(items: readonly string[], marker: (index: number) => string): Block[] {
  return items.map((item, index): Block => ({
    type: "row",
    size: 9.5,
    cells: [
      { text: "", width: listIndent },
      { text: marker(index), width: markerWidth, colour: "gold", font: "bold" },
      { text: item, width: listWidth },
    ],
  }));
}

const bullet = () => "•";
const stepNumber = (index: number) => `${index + 1}.`;

/** "CO-1", "CO-1 and CO-2", "CO-1, CO-2 and CO-3". */
function inWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Title, number, the promise and the period: what a client looks for first, in the largest type. */
function openingBlocks(record: WarrantyRecord): Block[] {
  const [from, to] = warrantyPeriodLines(record);
  return [
    { type: "space", points: 4 },
    { type: "text", text: warrantyTitle, style: { font: "bold", size: 24 } },
    { type: "space", points: 2 },
    { type: "text", text: `Certificate No. ${record.number}`, style: { font: "bold", size: 12, colour: "stoneMuted" } },
    { type: "space", points: 10 },
    { type: "rule", colour: "gold" },
    { type: "space", points: 12 },
    { type: "text", text: warrantyStatement(record), style: { size: 12.5 } },
    { type: "space", points: 14 },
    ...keptTogether([
      { type: "text", text: "WARRANTY PERIOD", style: { font: "bold", size: 8.5, colour: "stoneMuted" } },
      { type: "space", points: 3 },
      { type: "text", text: from, style: { font: "bold", size: 20 } },
      { type: "text", text: to, style: { font: "bold", size: 20 } },
      { type: "space", points: 4 },
      muted(`Valid through the end of ${formatVisitDay(record.endsOn)}, Toronto time. The period starts on the day the work was completed.`),
    ]),
    // The next heading's own rule closes the period.
    { type: "space", points: 8 },
  ];
}

/**
 * What was built: the scope, each choice the client made ("Finish: Stamped concrete"), the design in
 * words, and the signed documents that describe it, named as the client knows them (by date and
 * number); their hashes are in the record at the end.
 */
function workBlocks(record: WarrantyRecord): Block[] {
  const { scope, contract, changeOrders } = record;
  return [
    heading("THE WORK"),
    field("Work scope", scope.workScope),
    ...scope.choices.map((choice) => field(choice.title, choice.label)),
    ...(scope.design ? [field("Design", scope.design)] : []),
    field("Contract", `Signed ${formatHumanDate(contract.contractDate)} on quote ${contract.quoteNumber}`),
    field("Change orders", changeOrders.length === 0 ? "None" : inWords(changeOrders.map((order) => order.number))),
  ];
}

/** Who issued the certificate, with the business's tax number, and the day: the foot of the certificate's face. */
function issuerBlocks(record: WarrantyRecord): Block[] {
  const { contractor } = record;
  return keptTogether([
    heading("ISSUED BY"),
    { type: "text", text: contractor.name, style: { font: "bold", size: 12 } },
    { type: "space", points: 1 },
    { type: "text", text: contractor.address, style: { size: 9.5 } },
    { type: "text", text: `${contractor.phone}  ·  ${contractor.email}`, style: { size: 9.5 } },
    { type: "text", text: `HST registration number ${contractor.hstNumber}`, style: { size: 9.5 } },
    { type: "space", points: 6 },
    field("Issued", formatHumanTorontoDay(record.issuedAt)),
  ]);
}

/** One section of the owner's terms: its heading and its list (nothing when the list is empty). */
function termsSection(title: string, items: readonly string[], marker: (index: number) => string): Block[] {
  if (items.length === 0) return [];
  return [heading(title), ...listBlocks(items, marker)];
}

/**
 * The owner's terms as they stood when the certificate was issued, with their version. They start a
 * page of their own, so the first page stays the certificate itself and the terms read as one text.
 */
function termsBlocks(record: WarrantyRecord): Block[] {
  const { terms } = record;
  return [
    { type: "newPage" },
    { type: "text", text: terms.title, style: { font: "bold", size: 16 }, keepWithNext: true },
    { type: "space", points: 1 },
    {
      type: "text",
      text: `Warranty terms, version ${terms.version}, as they stood when this certificate was issued.`,
      style: { size: 8.5, colour: "stoneMuted" },
      keepWithNext: true,
    },
    ...termsSection("COVERAGE", terms.coverage, bullet),
    ...termsSection("EXCLUSIONS", terms.exclusions, bullet),
    ...termsSection("HOW TO MAKE A CLAIM", terms.howToClaim, stepNumber),
  ];
}

/** The client's rights under Ontario law, which no term above takes away. */
function statutoryRightsBlocks(): Block[] {
  return [
    { type: "heading", text: "YOUR RIGHTS UNDER ONTARIO LAW", size: 11 },
    {
      type: "text",
      text: "This warranty is in addition to the rights the Consumer Protection Act, 2002 (Ontario) gives you, and never limits them. Nothing in this certificate takes away a right or remedy you have under that Act or any other law.",
      style: { size: 9.5 },
    },
  ];
}

/**
 * The record, in small type at the end: the contract and each change order by the SHA-256 of its
 * signed PDF (anyone holding those files can check they are the ones this certificate covers), and
 * the certificate's own identity and time of issue.
 */
function recordBlocks(record: WarrantyRecord): Block[] {
  const { contract, changeOrders } = record;
  const small = (label: string, value: string, mono = false): Block => ({
    type: "labelled",
    label,
    value,
    options: { labelWidth, size: 8.5, ...(mono ? { valueFont: "mono" as const } : {}) },
  });
  // Each section on one page: a hash is read against its label, never across a page break.
  return [
    ...keptTogether([
      heading("SIGNED CONTRACT DOCUMENTS"),
      field("Contract", `Signed ${formatHumanDate(contract.contractDate)} on quote ${contract.quoteNumber}`),
      field("Contract ID", contract.id),
      hash("Contract PDF SHA-256", contract.pdfSha256),
      ...changeOrders.map((order) => hash(`${order.number} PDF SHA-256`, order.pdfSha256)),
      { type: "space", points: 2 },
      muted(
        changeOrders.length === 0
          ? "The SHA-256 of the signed contract PDF. The work it describes, as signed, is the work this certificate covers."
          : "The SHA-256 of each signed PDF. The work they describe, the contract as amended by its change orders, is the work this certificate covers.",
        8.5,
      ),
    ]),
    ...keptTogether([
      heading("CERTIFICATE RECORD"),
      small("Certificate ID", record.certificateId, true),
      small("Record format", record.format, true),
      small("Issued at", formatHumanDateTime(record.issuedAt)),
      { type: "space", points: 4 },
      muted(
        `Times are Toronto time (America/Toronto). This certificate bears no drawn signature: the file is digitally signed by ${record.contractor.name}, and any change to it after signing invalidates that signature. Keep it with the papers of the property.`,
        8.5,
      ),
    ]),
  ];
}

/**
 * The certificate's pages. The first is the certificate: the promise and its period, the client and
 * property, the work, and who issued it. Then the terms with the client's rights under the law, and
 * the record that ties the certificate to the signed contract and change orders.
 */
export function warrantyBlocks(record: WarrantyRecord): Block[] {
  const { client } = record;
  return [
    ...openingBlocks(record),
    heading("CLIENT AND PROPERTY"),
    field("Client", client.name),
    field("E-mail", client.email),
    field("Property", client.projectAddress),
    ...workBlocks(record),
    ...issuerBlocks(record),
    ...termsBlocks(record),
    ...statutoryRightsBlocks(),
    ...recordBlocks(record),
  ];
}
