/**
 * The signed contract as a PDF: the contract text exactly as frozen at signing (never today's terms),
 * the drawn signature, and a certificate page recording who signed, from where and when. Rendering
 * is a pure function of the stored record, so the e-mailed copy and every download are the same
 * bytes.
 */
import { PDFDocument, type PDFImage } from "pdf-lib";
import { business } from "../../shared/business";
import type { Contract } from "../../shared/schema";
import { sha256Hex } from "./contract-document";
import { colours, PageWriter } from "./pdf/page-writer";
import { formatTorontoDateTime } from "./toronto-time";

export type QuoteTimes = { sentAt: Date | null; viewedAt: Date | null; acceptedAt: Date | null };
export type ContractPdfInput = { contract: Contract; quoteTimes: QuoteTimes };

export const contractPdfFilename = (contractId: string) => `forma-contract-${contractId.slice(0, 8)}.pdf`;

// Styling only: every line of the stored text is drawn once, in order, whatever these match.
const sectionHeadings = new Set(["CLIENT", "PROJECT", "TERMS AND CONDITIONS", "AGREEMENT"]);
const labels = ["Contract date", "Quote", "Name", "E-mail", "Phone", "Project address", "Work scope", "Contract price", "Quote valid until"];

function writeContractText(writer: PageWriter, contractText: string): void {
  let section = "";
  let inDescription = false;
  contractText.split("\n").forEach((line, index) => {
    if (index === 0) return writer.text(line, { font: "bold", size: 17 });
    if (index === 1) {
      writer.text(line, { size: 9, colour: colours.stoneMuted });
      return writer.space(4);
    }
    if (sectionHeadings.has(line)) {
      section = line;
      inDescription = false;
      return writer.heading(line, 11);
    }
    if (line === "") return writer.space(6);
    if (inDescription) return writer.text(line, { size: 9.5, indent: 12 });
    if (line === "Project description:") {
      inDescription = section === "PROJECT";
      return writer.text(line, { font: "bold", size: 9.5, colour: colours.stoneMuted });
    }
    const label = section === "CLIENT" || section === "PROJECT" || section === "" ? labels.find((l) => line.startsWith(`${l}: `)) : undefined;
    if (label) return writer.labelled(`${label}:`, line.slice(label.length + 2), { labelWidth: 110 });
    if (section === "TERMS AND CONDITIONS" && /^\d+\. \S/.test(line)) {
      writer.space(2);
      return writer.text(line, { font: "bold", size: 10 });
    }
    if (/^Signature image SHA-256: /.test(line)) return writer.text(line, { font: "mono", size: 8 });
    writer.text(line, { size: 9.5 });
  });
}

async function embedSignature(doc: PDFDocument, dataUrl: string): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"));
  } catch {
    return null; // a PNG pdf-lib cannot decode must not stop the signed copy from being produced
  }
}

async function writeSignature(writer: PageWriter, contract: Contract): Promise<void> {
  writer.heading("SIGNATURE", 11);
  const image = await embedSignature(writer.doc, contract.signatureData);
  if (image) writer.image(image, 240, 90);
  else writer.text("[The signature image could not be reproduced here; its SHA-256 is given on the certificate page.]", { size: 9 });
  writer.text(`Signed by ${contract.clientName} <${contract.clientEmail}>`, { font: "bold", size: 10 });
  writer.text(`Signed on ${formatTorontoDateTime(contract.signedAt)} (contract date ${contract.contractDate})`, { size: 9.5 });
}

const timeOrNone = (at: Date | null) => (at ? formatTorontoDateTime(at) : "Not recorded");

function writeCertificate(writer: PageWriter, { contract, quoteTimes }: ContractPdfInput): void {
  writer.text("Certificate of Signature", { font: "bold", size: 17 });
  writer.space(4);
  writer.text(
    `This page records how the contract on the preceding pages was signed electronically through ${business.host}. Times are Toronto time (America/Toronto).`,
    { size: 9.5, colour: colours.stoneMuted },
  );
  writer.heading("SIGNER", 11);
  writer.labelled("Name", contract.clientName);
  writer.labelled("E-mail", contract.clientEmail);
  writer.labelled("Phone", contract.clientPhone);
  writer.labelled("IP address", contract.signerIp ?? "Not recorded");
  writer.labelled("User agent", contract.signerUserAgent ?? "Not recorded");
  writer.heading("TIMELINE", 11);
  writer.labelled("Quote sent", timeOrNone(quoteTimes.sentAt));
  writer.labelled("Quote first viewed", timeOrNone(quoteTimes.viewedAt));
  writer.labelled("Quote accepted", timeOrNone(quoteTimes.acceptedAt));
  writer.labelled("Contract signed", formatTorontoDateTime(contract.signedAt));
  writer.heading("RECORD", 11);
  writer.labelled("Contract ID", contract.id, { valueFont: "mono", size: 9 });
  writer.labelled("Quote ID", contract.quoteId, { valueFont: "mono", size: 9 });
  writer.labelled("Contract SHA-256", contract.contractHash, { valueFont: "mono", size: 8.5 });
  writer.labelled("Signature SHA-256", sha256Hex(contract.signatureData), { valueFont: "mono", size: 8.5 });
  writer.space(10);
  writer.text(
    "The contract SHA-256 is computed over the contract text exactly as stored when it was signed (UTF-8), which the preceding pages reproduce. " +
      "Any change to that text gives a different value. The signature SHA-256 is computed over the signature image as submitted (its data URL).",
    { size: 8.5, colour: colours.stoneMuted },
  );
  if (writer.replacedCharacters) {
    writer.space(6);
    writer.text(
      "Some characters of the stored text cannot be drawn by this document's font and are shown as the nearest letter or '?'. The stored text and its SHA-256 are authoritative.",
      { size: 8.5, colour: colours.stoneMuted },
    );
  }
}

export async function renderContractPdf(input: ContractPdfInput): Promise<Uint8Array> {
  const { contract } = input;
  // No automatic metadata: pdf-lib would stamp the current time and make every copy different.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`Signed contract ${contract.id}`);
  doc.setAuthor(business.name);
  doc.setSubject(`Construction contract for quote ${contract.quoteId}`);
  doc.setCreator(business.name);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(contract.signedAt);
  doc.setModificationDate(contract.signedAt);

  const writer = await PageWriter.create(doc, "CONSTRUCTION CONTRACT");
  writeContractText(writer, contract.contractText);
  await writeSignature(writer, contract);
  writer.newPage();
  writeCertificate(writer, input);
  writer.finish(`Contract ${contract.id}  ·  SHA-256 ${contract.contractHash.slice(0, 16)}...`);
  return doc.save();
}
