/**
 * The signed contract laid out from its structured record (contract-record.ts), never by reading its
 * text: each heading and each labelled field comes from this code, and every value the record holds
 * is drawn as a value. The project description is one paragraph block (its line breaks kept), and
 * what the signer typed is shown in its own "Signer's entries" block, apart from the contract's
 * parties and project, which come from the quote. An itemised contract lists its items and taxes
 * after the project. Then both parties' signatures side by side, and a certificate page. Every date
 * is written as people read it ("Nov 26, 2026", shared/human-dates.ts).
 */
import { baseColourMethodLabels, catalogueKindLabels } from "../../../shared/design-catalogue";
import { formatHumanDate, formatHumanDateTime } from "../../../shared/human-dates";
import { isChoiceRecord, isItemisedRecord, type ChoiceContractRecord, type SignedContractRecord } from "./contract-record";
import type { QuotePricing } from "../quotes/quote-pricing";
import { certificateOpening, type Block, type SignatureColumnBlock } from "../../pdf/blocks";
import { itemRowBlock, itemTableBlocks, itemTableHeaderBlocks, totalsBlocks } from "../quotes/price-table";

export const contractHeaderTitle = "CONSTRUCTION CONTRACT";

const field = (label: string, value: string, labelWidth = 120): Block => ({ type: "labelled", label, value, options: { labelWidth } });
const optionalTime = (iso: string | null) => (iso ? formatHumanDateTime(iso) : null);
const timeOrNone = (iso: string | null) => (iso ? formatHumanDateTime(iso) : "Not recorded");

export function contractFooter(record: Pick<SignedContractRecord, "contractId">, recordHash: string): string {
  return `Contract ${record.contractId}  ·  SHA-256 ${recordHash.slice(0, 16)}...`;
}

/**
 * An itemised contract's price (format /2): the items with the options as the client chose them,
 * the totals, and the tax registration number. A contract priced as one total has none.
 */
function priceBlocks(record: SignedContractRecord): Block[] {
  if (!isItemisedRecord(record)) return [];
  const { pricing } = record;
  const optionNote = ({ included }: { included: boolean }) =>
    included ? "Optional, chosen by the client" : "Optional, not chosen: not included in the price";
  const items = isChoiceRecord(record) ? chosenItemBlocks(record, pricing) : itemTableBlocks(pricing, optionNote);
  return [
    { type: "heading", text: "PRICE", size: 11 },
    ...items,
    ...totalsBlocks(pricing),
    ...(isChoiceRecord(record) ? alternativesBlocks(record) : []),
    { type: "space", points: 4 },
    {
      type: "text",
      text: `${pricing.tax.name} registration number ${pricing.tax.registrationNumber}`,
      style: { size: 9, colour: "stoneMuted" },
    },
  ];
}

/** A sub-heading inside the items table ("Finish: Stamped"), kept with the rows under it. */
const tableSubheading = (text: string): Block => ({ type: "text", text, style: { font: "bold", size: 9.5 }, keepWithNext: true });

/**
 * A contract with choices (format /5) lists only what is in the price: the base lines, each group's
 * chosen option under "Group: Option" with its lines, then the add-ons the client chose. The options
 * not chosen are named once, with their totals, under the totals (alternativesBlocks).
 */
function chosenItemBlocks(record: ChoiceContractRecord, pricing: QuotePricing): Block[] {
  const included = pricing.items.filter((line) => line.included);
  const base = included.filter((line) => !line.optionId && !line.optional);
  const addOns = included.filter((line) => line.optional);
  const groups = record.choices.flatMap((choice): Block[] => {
    if (!choice.chosen) return [];
    const { id, label } = choice.chosen;
    const lines = included.filter((line) => line.optionId === id);
    const description: Block[] = choice.chosen.description
      ? [{ type: "text", text: choice.chosen.description, style: { size: 8.5, colour: "stoneMuted" }, keepWithNext: true }]
      : [];
    return [{ type: "space", points: 4 }, tableSubheading(`${choice.title}: ${label}`), ...description, ...lines.map((line) => itemRowBlock(line))];
  });
  return [
    ...itemTableHeaderBlocks(),
    ...base.map((line) => itemRowBlock(line)),
    ...groups,
    ...(addOns.length > 0
      ? [
          { type: "space", points: 4 } as Block,
          tableSubheading(addOns.length === 1 ? "Add-on chosen" : "Add-ons chosen"),
          ...addOns.map((line) => itemRowBlock(line)),
        ]
      : []),
  ];
}

/**
 * "Alternatives offered and not selected: Broom finish ($12,345.00 with HST), ...": one line per
 * group (named by the group when there are several), each option with the total the quote would have
 * come to had it been chosen instead.
 */
export function alternativesLines(record: ChoiceContractRecord): string[] {
  const several = record.choices.length > 1;
  return record.choices
    .filter((choice) => choice.notChosen.length > 0)
    .map((choice) => {
      const offered = choice.notChosen.map((option) => `${option.label} (${option.total} with ${record.pricing?.tax.name ?? "HST"})`).join(", ");
      return `Alternatives offered and not selected${several ? ` (${choice.title})` : ""}: ${offered}`;
    });
}

/** The alternatives under the totals, each line whole on one page with the tax number under it. */
function alternativesBlocks(record: ChoiceContractRecord): Block[] {
  const lines = alternativesLines(record);
  if (lines.length === 0) return [];
  return [{ type: "space", points: 8 }, ...lines.map((text): Block => ({ type: "text", text, style: { size: 9.5 }, keepWithNext: true }))];
}

/** "Brickform · C-23", or what there is of it. */
const makerAndCode = (entry: { maker: string; code: string }) => [entry.maker, entry.code && `code ${entry.code}`].filter((part) => part).join(" · ");

/**
 * The stamped design (format /5): each entry with its swatch beside its kind, name, maker and code
 * (and, for the base colour, how it is applied), then the owner's notes, the sample board, and the
 * statement on colours the client ticked when signing.
 */
function designBlocks(record: SignedContractRecord): Block[] {
  if (!isChoiceRecord(record) || !record.design) return [];
  const { design, colourAcknowledgement } = record;
  const entries = design.entries.map((entry): Block => {
    const detail = makerAndCode(entry);
    return {
      type: "swatch",
      sha256: entry.swatchSha256,
      size: 56,
      fallback: "No swatch image",
      lines: [
        { text: catalogueKindLabels[entry.kind].toUpperCase(), size: 7.5, font: "bold", colour: "stoneMuted" },
        { text: entry.name, font: "bold", size: 10.5 },
        ...(detail ? [{ text: detail, size: 9, colour: "stoneMuted" as const }] : []),
        ...(entry.kind === "base_colour" ? [{ text: `Application: ${baseColourMethodLabels[design.baseMethod]}`, size: 9 }] : []),
      ],
    };
  });
  const chosenBy = design.selectedBy === "client" ? "Chosen by the client on the quote page." : "Set by the contractor with the client.";
  return [
    { type: "heading", text: "DESIGN AND COLOURS", size: 11 },
    ...entries,
    { type: "space", points: 2 },
    ...(design.notes ? [field("Notes", design.notes), { type: "space", points: 1 } as Block] : []),
    field("Sample board", design.sampleViewedOn ? `Viewed by the client on ${formatHumanDate(design.sampleViewedOn)}` : "Not viewed"),
    { type: "text", text: chosenBy, style: { size: 8.5, colour: "stoneMuted" } },
    ...(colourAcknowledgement
      ? [
          { type: "space", points: 6 } as Block,
          { type: "text", text: "Colour acknowledgement", style: { font: "bold", size: 9.5, colour: "stoneMuted" }, keepWithNext: true } as Block,
          { type: "text", text: `“${colourAcknowledgement.statement}”`, style: { size: 9.5, indent: 12 }, keepWithNext: true } as Block,
          {
            type: "text",
            text: `Acknowledged by ${record.signer.name} when signing.`,
            style: { size: 9, indent: 12, colour: "stoneMuted" },
          } as Block,
        ]
      : []),
  ];
}

/** The business's address and tax number under its name, as recorded (records before decision 0129 have neither). */
function contractorDetails({ contractor }: SignedContractRecord): Block[] {
  const tax = contractor.taxRegistration;
  const lines = [contractor.address, tax && `${tax.name} registration number ${tax.number}`].filter((line): line is string => Boolean(line));
  return lines.map((text): Block => ({ type: "text", text, style: { size: 9, colour: "stoneMuted" } }));
}

/**
 * The signatures: the business's (when the record has a business signer) and the client's, each with
 * a name and the day. Without the owner's drawn signature the business's column is a blank line to
 * sign by hand, naming who signs.
 */
function signatureColumns(record: SignedContractRecord): SignatureColumnBlock[] {
  const { contractor, signer, businessSigner } = record;
  const day = formatHumanDate(record.contractDate);
  const muted = (text: string) => ({ text, size: 8.5, colour: "stoneMuted" as const });
  const client: SignatureColumnBlock = {
    party: "client",
    fallback: "[The client's signature image could not be reproduced here; its SHA-256 is given on the certificate page.]",
    caption: [
      { text: `Client: ${signer.name}, ${day}`, font: "bold", size: 9.5 },
      muted(`Signed electronically by ${signer.name} <${signer.email}> on ${timeOrNone(record.signedAt)}`),
    ],
  };
  if (!businessSigner) return [client];
  const forBusiness: SignatureColumnBlock = businessSigner.signature
    ? {
        party: "business",
        fallback: "[The business's signature image could not be reproduced here.]",
        caption: [
          { text: `For ${contractor.name}: ${businessSigner.name}, ${day}`, font: "bold", size: 9.5 },
          muted(`Signed for ${contractor.name} with the signature on file, when the client signed.`),
        ],
      }
    : {
        party: "business",
        fallback: "",
        caption: [
          { text: `For ${contractor.name}: ______________________`, font: "bold", size: 9.5 },
          muted(`To be signed by hand by ${businessSigner.name}: no signature was on file when the client signed.`),
        ],
      };
  return [forBusiness, client];
}

/** "uuid (version 3)", and the revision when the quote is one. */
function quoteIdentity(record: SignedContractRecord): string {
  const { quote } = record;
  const revision = isItemisedRecord(record) && record.quote.revision > 1 ? `revision ${record.quote.revision}, ` : "";
  return `${quote.id} (${revision}version ${quote.version})`;
}

/** The contract's pages: parties, project, price, terms, agreement, the signer's entries and the signature. */
export function contractBlocks(record: SignedContractRecord): Block[] {
  const { contractor, client, quote, signer } = record;
  const price = isItemisedRecord(record)
    ? `${quote.price} ${quote.currency}, ${record.pricing.tax.name} included`
    : `${quote.price} ${quote.currency}`;
  return [
    { type: "text", text: `CONSTRUCTION CONTRACT — ${contractor.name}`, style: { font: "bold", size: 17 } },
    {
      type: "text",
      text: `${contractor.name} · ${contractor.website} · ${contractor.phone} · ${contractor.email}`,
      style: { size: 9, colour: "stoneMuted" },
    },
    ...contractorDetails(record),
    { type: "space", points: 4 },
    field("Contract date", formatHumanDate(record.contractDate)),
    field("Contract ID", record.contractId),
    field("Quote", quoteIdentity(record)),

    { type: "heading", text: "CLIENT", size: 11 },
    field("Name", client.name),
    field("E-mail", client.email),
    field("Phone", client.phone),
    field("Project address", client.projectAddress),

    { type: "heading", text: "PROJECT", size: 11 },
    field("Work scope", quote.workScope),
    field("Contract price", price),
    field("Quote valid until", formatHumanDate(quote.validUntil)),
    { type: "space", points: 2 },
    { type: "text", text: "Project description", style: { font: "bold", size: 9.5, colour: "stoneMuted" }, keepWithNext: true },
    // One block, whatever it contains: its lines are body text, never headings or fields.
    { type: "text", text: quote.projectDescription, style: { size: 9.5, indent: 12 } },
    ...priceBlocks(record),
    ...designBlocks(record),

    { type: "heading", text: "TERMS AND CONDITIONS", size: 11 },
    ...record.terms.flatMap((term): Block[] => [
      { type: "space", points: 2 },
      { type: "text", text: term.title, style: { font: "bold", size: 10 }, keepWithNext: true },
      { type: "text", text: term.body, style: { size: 9.5 } },
      { type: "space", points: 6 },
    ]),

    { type: "heading", text: "AGREEMENT", size: 11 },
    { type: "text", text: "Before signing, the client ticked the box next to this statement:", style: { size: 9.5 }, keepWithNext: true },
    { type: "text", text: `“${record.agreement}”`, style: { size: 9.5, indent: 12 } },

    { type: "heading", text: "SIGNER'S ENTRIES", size: 11 },
    {
      type: "text",
      text: "What the signer typed on the contract page when signing, shown as entered. These entries identify the signer; they do not change the parties, project or price above.",
      style: { size: 8.5, colour: "stoneMuted" },
    },
    { type: "space", points: 2 },
    field("Name", signer.name),
    field("E-mail", signer.email),
    field("Phone", signer.phone),
    field("Project address", signer.projectAddress),

    { type: "heading", text: "SIGNATURES", size: 11 },
    { type: "signatures", boxHeight: 80, columns: signatureColumns(record) },
  ];
}

/** The certificate page: who signed, from where and when (Toronto time), the ids and the hashes. */
export function certificateBlocks(record: SignedContractRecord, recordHash: string, host: string): Block[] {
  const { quote, signer } = record;
  const mono = (label: string, value: string, size = 9): Block => ({ type: "labelled", label, value, options: { valueFont: "mono", size } });
  return [
    ...certificateOpening({
      host,
      signer: { name: signer.name, email: signer.email, phone: signer.phone, ip: record.ip, userAgent: record.userAgent },
      times: {
        sent: optionalTime(quote.sentAt),
        viewed: optionalTime(quote.firstViewedAt),
        accepted: optionalTime(quote.acceptedAt),
        signed: timeOrNone(record.signedAt),
      },
    }),
    { type: "heading", text: "RECORD", size: 11 },
    mono("Contract ID", record.contractId),
    mono("Quote ID", quote.id),
    { type: "labelled", label: "Quote version", value: String(quote.version) },
    mono("Record SHA-256", recordHash, 8.5),
    mono("Signature SHA-256", signer.signatureSha256, 8.5),
    { type: "labelled", label: "Signature image", value: `PNG, ${signer.signatureWidth} × ${signer.signatureHeight} pixels` },
    { type: "space", points: 10 },
    {
      type: "text",
      text:
        "The record SHA-256 is computed over the contract record exactly as stored when it was signed (canonical JSON, UTF-8), which the preceding pages reproduce; any change to the record gives a different value. " +
        "The signature SHA-256 is computed over the signature image (PNG) as stored.",
      style: { size: 8.5, colour: "stoneMuted" },
    },
    { type: "space", points: 6 },
    {
      type: "text",
      text: `This file is digitally signed by ${record.contractor.name}. To check that it is a contract signed through ${host} and has not been changed since, open ${host}/verify and choose the file.`,
      style: { size: 8.5, colour: "stoneMuted" },
    },
  ];
}

/** Added at the end of the certificate when some character could not be drawn by any of the fonts. */
export const replacedCharactersNote: Block[] = [
  { type: "space", points: 6 },
  {
    type: "text",
    text: "Some characters of the record cannot be drawn by this document's fonts and are shown as '?'. The stored record and its SHA-256 are authoritative.",
    style: { size: 8.5, colour: "stoneMuted" },
  },
];
