/**
 * The signed change order laid out from its frozen record (change-order-record.ts), the way the
 * contract is laid out from its own (record-layout.ts): headings and labels come from this code,
 * every value from the record. The order names the contract it amends by its date, its quote and the
 * SHA-256 of its signed PDF, so the chain from contract to each order can be followed on paper. Then
 * the changes with their HST, the contract sum as revised, what the order does to the payments, the
 * client's signature, and how it was signed. Every time is Toronto time (shared/human-dates.ts).
 */
import { changeOrderLineKindLabels } from "../../../shared/change-orders/rules";
import { baseColourMethodLabels, catalogueKindLabels } from "../../../shared/design-catalogue";
import { formatHumanDate, formatHumanDateTime, formatHumanTorontoDay } from "../../../shared/human-dates";
import { formatCents, formatSignedCents } from "../../../shared/money";
import type { ChangeOrderRecord, RecordedChangeOrderLine } from "./change-order-record";
import { keptTogether, type Block, type SignatureColumnBlock } from "../../pdf/blocks";
import type { TableCell } from "../../pdf/page-writer";
import { ratePercent } from "../quotes/price-table";

export const changeOrderTitle = (record: Pick<ChangeOrderRecord, "number">) => `Change Order ${record.number}`;

export const changeOrderHeaderTitle = (record: Pick<ChangeOrderRecord, "number">) => changeOrderTitle(record).toUpperCase();

/** The new design, entry by entry in the words frozen at signing, and what it replaces. */
function designBlocks(record: ChangeOrderRecord): Block[] {
  const design = record.design;
  if (!design) return [];
  const entryText = (entry: (typeof design.entries)[number]) =>
    [entry.name, [entry.maker, entry.code].filter(Boolean).join(" "), entry.kind === "base_colour" ? baseColourMethodLabels[design.baseMethod] : ""]
      .filter(Boolean)
      .join(" · ");
  return [
    { type: "heading", text: "NEW DESIGN", size: 11 },
    ...design.entries.map((entry) => field(catalogueKindLabels[entry.kind], entryText(entry))),
    ...(design.notes ? [field("Notes", design.notes)] : []),
    muted("This design replaces the stamped design of the signed contract. Colours vary from the samples, as the contract states.", 8.5),
  ];
}

export function changeOrderFooter(record: Pick<ChangeOrderRecord, "number" | "contract">): string {
  return `${changeOrderTitle(record)}  ·  Contract ${record.contract.id}  ·  Quote ${record.contract.quoteNumber}`;
}

const field = (label: string, value: string): Block => ({ type: "labelled", label, value, options: { labelWidth: 120 } });
const muted = (text: string, size = 9): Block => ({ type: "text", text, style: { size, colour: "stoneMuted" } });

/** Column widths in points; together the 504 pt text column of a Letter page. */
const columns = { kind: 50, description: 218, quantity: 82, unitPrice: 74, amount: 80 } as const;
/** The totals' labels sit under quantity and unit price, their amounts under the lines' amounts. */
const totalsLabelWidth = columns.quantity + columns.unitPrice;
const totalsIndent = columns.kind + columns.description;
const tableWidth = totalsIndent + totalsLabelWidth + columns.amount;

function lineTableHeader(): Block[] {
  const heading = (text: string, width: number, align: "left" | "right" = "left"): TableCell => ({
    text,
    width,
    align,
    font: "bold",
    colour: "stoneMuted",
  });
  return [
    {
      type: "row",
      size: 9,
      keepWithNext: true,
      cells: [
        heading("Change", columns.kind),
        heading("Description", columns.description),
        heading("Quantity", columns.quantity, "right"),
        heading("Unit price", columns.unitPrice, "right"),
        heading("Amount", columns.amount, "right"),
      ],
    },
    { type: "rule", keepWithNext: true },
  ];
}

function lineRow(line: RecordedChangeOrderLine): Block {
  return {
    type: "row",
    cells: [
      { text: changeOrderLineKindLabels[line.kind], width: columns.kind, font: "bold", colour: line.amountCents < 0 ? "stoneMuted" : "stone" },
      { text: line.description, width: columns.description },
      { text: `${line.quantity} ${line.unit}`, width: columns.quantity, align: "right" },
      { text: formatCents(line.unitPriceCents), width: columns.unitPrice, align: "right" },
      { text: formatSignedCents(line.amountCents), width: columns.amount, align: "right" },
    ],
  };
}

function totalRow(label: string, cents: number, bold = false): Block {
  const font = bold ? "bold" : "regular";
  return {
    type: "row",
    size: bold ? 10.5 : 9.5,
    cells: [
      { text: "", width: totalsIndent },
      { text: label, width: totalsLabelWidth, align: "right", font, colour: bold ? "stone" : "stoneMuted" },
      { text: formatSignedCents(cents), width: columns.amount, align: "right", font },
    ],
  };
}

/** The lines, then subtotal, HST and the order's total, the totals never split across pages. */
function changesBlocks(record: ChangeOrderRecord): Block[] {
  return [
    { type: "heading", text: "CHANGES", size: 11 },
    ...lineTableHeader(),
    ...record.lines.map(lineRow),
    ...keptTogether([
      { type: "rule" },
      totalRow("Subtotal", record.subtotalCents),
      totalRow(`HST ${ratePercent(record.hstRateBasisPoints)}`, record.hstCents),
      totalRow("Change order total", record.totalCents, true),
    ]),
  ];
}

/** A row of the contract-sum table: its label across the text column, its amount under the lines' amounts. */
function sumRow(label: string, cents: number, bold = false): Block {
  const font = bold ? "bold" : "regular";
  return {
    type: "row",
    size: bold ? 10.5 : 9.5,
    cells: [
      { text: label, width: tableWidth - columns.amount, font },
      { text: formatSignedCents(cents), width: columns.amount, align: "right", font },
    ],
  };
}

/** The original contract, each signed order up to this one, and the sum they come to: one table on one page. */
function contractSumBlocks(record: ChangeOrderRecord): Block[] {
  const { rows, revisedTotalCents } = record.contractSum;
  // The heading and its note stay with the table: neither is left alone at the foot of a page.
  return keptTogether([
    { type: "heading", text: "REVISED CONTRACT SUM", size: 11 },
    muted("Each amount includes HST.", 8.5),
    ...rows.map((row) => sumRow(row.label === record.number ? `${row.label} (this change order)` : row.label, row.totalCents)),
    { type: "rule" },
    sumRow("Revised contract sum", revisedTotalCents, true),
  ]);
}

/**
 * What signing does to the payments, in words. A credit or an order that nets to nothing has no part
 * due on signing (dueOnSigningCents), whatever terms were chosen, so it is worded on its own.
 */
export function paymentEffect(record: Pick<ChangeOrderRecord, "payment" | "totalCents">): string {
  const { payment, totalCents } = record;
  if (totalCents < 0) return "Deducted from the balance";
  if (totalCents === 0) return "No change to the balance";
  if (payment.kind !== "due_on_signing" || payment.dueOnSigningCents === 0) return "Added to the balance";
  const due = `${payment.percent}% (${formatCents(payment.dueOnSigningCents)}) due on signing`;
  return payment.dueOnSigningCents >= totalCents ? due : `${due}; the rest is added to the balance`;
}

const signedWhere = (record: ChangeOrderRecord) =>
  record.signer.context === "remote" ? "on the client's own link" : `in person, on ${record.contractor.name}'s device`;

function signatureColumn(record: ChangeOrderRecord): SignatureColumnBlock {
  const { signer } = record;
  return {
    party: "client",
    fallback: "[The client's signature image could not be reproduced here; its SHA-256 is given under Signing record.]",
    caption: [
      { text: `Client: ${signer.name}, ${formatHumanTorontoDay(record.signedAt)}`, font: "bold", size: 9.5 },
      { text: `Signed electronically ${signedWhere(record)}, ${formatHumanDateTime(record.signedAt)}`, size: 8.5, colour: "stoneMuted" },
    ],
  };
}

/** How the order was signed, in small type at its end: enough to trace the signing without the stored record. */
function signingRecordBlocks(record: ChangeOrderRecord): Block[] {
  const small = (label: string, value: string, mono = false): Block => ({
    type: "labelled",
    label,
    value,
    options: { labelWidth: 120, size: 8.5, ...(mono ? { valueFont: "mono" as const } : {}) },
  });
  const { signer } = record;
  return [
    { type: "heading", text: "SIGNING RECORD", size: 11 },
    small("Record format", record.format, true),
    small("Change order ID", record.changeOrderId, true),
    small("Signed", formatHumanDateTime(record.signedAt)),
    small(
      "Signed where",
      signedWhere(record).replace(/^./, (first) => first.toUpperCase()),
    ),
    small("IP address", record.ip ?? "Not recorded"),
    small("User agent", record.userAgent ?? "Not recorded"),
    small("Signature SHA-256", signer.signatureSha256, true),
    small("Signature image", `PNG, ${signer.signatureWidth} × ${signer.signatureHeight} pixels`),
    { type: "space", points: 6 },
    muted(
      `Times are Toronto time (America/Toronto). This file is digitally signed by ${record.contractor.name}; any change to it after signing invalidates that signature.`,
      8.5,
    ),
  ];
}

/** The change order's pages: what it amends, the parties, the changes, the revised sum, payment, signature, signing record. */
export function changeOrderBlocks(record: ChangeOrderRecord): Block[] {
  const { contract, contractor, client } = record;
  return [
    { type: "text", text: changeOrderTitle(record), style: { font: "bold", size: 17 } },
    {
      type: "text",
      text: `to Contract signed ${formatHumanDate(contract.contractDate)} on quote ${contract.quoteNumber}`,
      style: { size: 11 },
    },
    { type: "space", points: 6 },
    muted(`${contractor.name} · ${contractor.phone} · ${contractor.email}`),
    muted(contractor.address),
    muted(`HST registration number ${contractor.hstNumber}`),
    { type: "space", points: 6 },
    field("Contract ID", contract.id),
    { type: "labelled", label: "Contract PDF SHA-256", value: contract.pdfSha256, options: { labelWidth: 120, valueFont: "mono" } },
    muted("The SHA-256 of the signed contract PDF this order amends. That PDF is not changed by this order.", 8.5),

    { type: "heading", text: "CLIENT", size: 11 },
    field("Name", client.name),
    field("E-mail", client.email),
    field("Project address", client.projectAddress),

    { type: "heading", text: "REASON", size: 11 },
    field("Reason", record.reasonLabel),
    { type: "space", points: 2 },
    { type: "text", text: "Summary", style: { font: "bold", size: 9.5, colour: "stoneMuted" }, keepWithNext: true },
    // One block, whatever it contains: its lines are body text, never headings or fields.
    { type: "text", text: record.summary, style: { size: 9.5, indent: 12 } },

    ...designBlocks(record),
    ...changesBlocks(record),
    ...contractSumBlocks(record),

    // What the order does to the payments, the closing sentence and the signature under it: one page.
    ...keptTogether([
      { type: "heading", text: "PAYMENT", size: 11 },
      field("This change order", paymentEffect(record)),
      { type: "space", points: 4 },
      { type: "text", text: record.otherTerms, style: { font: "bold", size: 10 } },
      { type: "heading", text: "SIGNATURE", size: 11 },
      { type: "signatures", boxHeight: 80, columns: [signatureColumn(record)] },
    ]),

    ...signingRecordBlocks(record),
  ];
}
