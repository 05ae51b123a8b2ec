/**
 * LEGACY: the layout of contracts signed before contract records were structured, whose
 * `contract_text` is plain text (parseFrozenRecord returns null). Such a contract's PDF is rendered
 * once with this layout, the first time it is asked for, and stored; it is never used for a contract
 * signed with a record (record-layout.ts). Every line of the stored text is drawn once, in order;
 * headings, labels and term titles are only styled by what a line looks like.
 */
import { createHash } from "node:crypto";
import type { Contract } from "../../../shared/schema";
import { formatHumanDate, formatHumanDateTime } from "../../../shared/human-dates";
import { certificateOpening, type Block } from "../../pdf/blocks";

export type QuoteTimes = { sentAt: Date | null; viewedAt: Date | null; acceptedAt: Date | null };

/** What the legacy layout reads of a contract row. */
export type LegacyContract = Pick<
  Contract,
  | "id"
  | "quoteId"
  | "clientName"
  | "clientEmail"
  | "clientPhone"
  | "signatureData"
  | "contractDate"
  | "signedAt"
  | "contractText"
  | "contractHash"
  | "signerIp"
  | "signerUserAgent"
>;
export type LegacyContractInput = { contract: LegacyContract; quoteTimes: QuoteTimes };

export const legacyHeaderTitle = "CONSTRUCTION CONTRACT";

// Styling only: every line of the stored text is drawn once, in order, whatever these match.
const sectionHeadings = new Set(["CLIENT", "PROJECT", "TERMS AND CONDITIONS", "AGREEMENT"]);
const labels = ["Contract date", "Quote", "Name", "E-mail", "Phone", "Project address", "Work scope", "Contract price", "Quote valid until"];

const sha256Hex = (text: string) => createHash("sha256").update(text).digest("hex");

function contractTextBlocks(contractText: string): Block[] {
  const blocks: Block[] = [];
  let section = "";
  let inDescription = false;
  contractText.split("\n").forEach((line, index) => {
    if (index === 0) return blocks.push({ type: "text", text: line, style: { font: "bold", size: 17 } });
    if (index === 1) {
      blocks.push({ type: "text", text: line, style: { size: 9, colour: "stoneMuted" } }, { type: "space", points: 4 });
      return;
    }
    if (sectionHeadings.has(line)) {
      section = line;
      inDescription = false;
      return blocks.push({ type: "heading", text: line, size: 11 });
    }
    if (line === "") return blocks.push({ type: "space", points: 6 });
    if (inDescription) return blocks.push({ type: "text", text: line, style: { size: 9.5, indent: 12 } });
    if (line === "Project description:") {
      inDescription = section === "PROJECT";
      return blocks.push({ type: "text", text: line, style: { font: "bold", size: 9.5, colour: "stoneMuted" }, keepWithNext: true });
    }
    const label = section === "CLIENT" || section === "PROJECT" || section === "" ? labels.find((l) => line.startsWith(`${l}: `)) : undefined;
    if (label) return blocks.push({ type: "labelled", label: `${label}:`, value: line.slice(label.length + 2), options: { labelWidth: 110 } });
    if (section === "TERMS AND CONDITIONS" && /^\d+\. \S/.test(line)) {
      blocks.push({ type: "space", points: 2 }, { type: "text", text: line, style: { font: "bold", size: 10 }, keepWithNext: true });
      return;
    }
    if (/^Signature image SHA-256: /.test(line)) return blocks.push({ type: "text", text: line, style: { font: "mono", size: 8 } });
    blocks.push({ type: "text", text: line, style: { size: 9.5 } });
  });
  return blocks;
}

const optionalTime = (at: Date | null) => (at ? formatHumanDateTime(at) : null);

export function legacyFooter(contract: LegacyContract): string {
  return `Contract ${contract.id}  ·  SHA-256 ${contract.contractHash.slice(0, 16)}...`;
}

export function legacyBlocks({ contract, quoteTimes }: LegacyContractInput, host: string): Block[] {
  const mono = (label: string, value: string, size: number): Block => ({ type: "labelled", label, value, options: { valueFont: "mono", size } });
  return [
    ...contractTextBlocks(contract.contractText),
    { type: "heading", text: "SIGNATURE", size: 11 },
    {
      type: "signature",
      maxWidth: 240,
      maxHeight: 90,
      fallback: "[The signature image could not be reproduced here; its SHA-256 is given on the certificate page.]",
      keepWithNext: true,
    },
    { type: "text", text: `Signed by ${contract.clientName} <${contract.clientEmail}>`, style: { font: "bold", size: 10 } },
    {
      type: "text",
      text: `Signed on ${formatHumanDateTime(contract.signedAt)} (contract date ${formatHumanDate(contract.contractDate)})`,
      style: { size: 9.5 },
    },
    ...certificateOpening({
      host,
      signer: {
        name: contract.clientName,
        email: contract.clientEmail,
        phone: contract.clientPhone,
        ip: contract.signerIp,
        userAgent: contract.signerUserAgent,
      },
      times: {
        sent: optionalTime(quoteTimes.sentAt),
        viewed: optionalTime(quoteTimes.viewedAt),
        accepted: optionalTime(quoteTimes.acceptedAt),
        signed: formatHumanDateTime(contract.signedAt),
      },
    }),
    { type: "heading", text: "RECORD", size: 11 },
    mono("Contract ID", contract.id, 9),
    mono("Quote ID", contract.quoteId, 9),
    mono("Contract SHA-256", contract.contractHash, 8.5),
    mono("Signature SHA-256", sha256Hex(contract.signatureData), 8.5),
    { type: "space", points: 10 },
    {
      type: "text",
      text:
        "The contract SHA-256 is computed over the contract text exactly as stored when it was signed (UTF-8), which the preceding pages reproduce. " +
        "Any change to that text gives a different value. The signature SHA-256 is computed over the signature image as submitted (its data URL).",
      style: { size: 8.5, colour: "stoneMuted" },
    },
  ];
}

/** Added at the end of the certificate when some character could not be drawn by any of the fonts. */
export const legacyReplacedCharactersNote: Block[] = [
  { type: "space", points: 6 },
  {
    type: "text",
    text: "Some characters of the stored text cannot be drawn by this document's fonts and are shown as '?'. The stored text and its SHA-256 are authoritative.",
    style: { size: 8.5, colour: "stoneMuted" },
  },
];

/** The PNG bytes of the stored signature data URL (it may not decode: the renderer then says so). */
export function legacySignaturePng(contract: Pick<LegacyContract, "signatureData">): Uint8Array {
  const dataUrl = contract.signatureData;
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}
