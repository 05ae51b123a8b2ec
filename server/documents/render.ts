/**
 * Renders a PDF from its blocks: a contract's, a change order's or a warranty certificate's, then
 * digitally signed, or a quote's, which is not (it is an offer, not a signed document). Runs in the
 * render worker (render-worker.ts); a pure function of its input and the certificate: no current time
 * is read (the signing time is given).
 */
import { createHash } from "node:crypto";
import { PDFDocument, type PDFImage } from "pdf-lib";
import { business } from "../../shared/business";
import type { ChangeOrderRecord } from "../features/change-orders/change-order-record";
import type { SignedContractRecord } from "../features/contracts/contract-record";
import type { WarrantyRecord } from "../features/completion/warranty-record";
import { freezeRecord } from "../features/contracts/contract-record";
import { type Block, blockTexts, type DocumentImages, drawBlocks, type SignatureImages, type SignatureParty } from "../pdf/blocks";
import { changeOrderBlocks, changeOrderFooter, changeOrderHeaderTitle, changeOrderTitle } from "../features/change-orders/change-order-layout";
import { FontSet } from "../pdf/fonts";
import {
  legacyBlocks,
  legacyFooter,
  legacyHeaderTitle,
  legacyReplacedCharactersNote,
  legacySignaturePng,
  type LegacyContractInput,
} from "../features/contracts/legacy-layout";
import { PageWriter } from "../pdf/page-writer";
import { quoteBlocks, quoteFooter, quoteHeaderTitle, quoteTitle, type QuotePdfFacts } from "../features/quotes/quote-layout";
import { certificateBlocks, contractBlocks, contractFooter, contractHeaderTitle, replacedCharactersNote } from "../features/contracts/record-layout";
import { sealPdf, type SigningMaterial } from "../pdf/seal";
import { warrantyBlocks, warrantyFooter, warrantyHeaderTitle } from "../features/completion/warranty-layout";

/** A design swatch to embed (decision 0134): bytes pdf-lib can read, keyed by the SHA-256 the record names. */
export type SwatchImage = { sha256: string; bytes: Uint8Array; format: "jpg" | "png" };

export type RenderJob =
  | {
      kind: "record";
      record: SignedContractRecord;
      signaturePng: Uint8Array;
      businessSignaturePng?: Uint8Array | null;
      swatches?: SwatchImage[];
      signing: SigningMaterial;
    }
  | { kind: "change-order"; record: ChangeOrderRecord; signaturePng: Uint8Array; signing: SigningMaterial }
  | { kind: "warranty"; record: WarrantyRecord; signing: SigningMaterial }
  | { kind: "legacy"; input: LegacyContractInput; signing: SigningMaterial; signingTime: Date }
  | { kind: "quote"; facts: QuotePdfFacts };

export type RenderResult = { pdf: Uint8Array; sha256: string };

type DocumentSpec = {
  headerTitle: string;
  footer: string;
  blocks: Block[];
  /** Appended to the certificate when a character could not be drawn. */
  replacedNote: Block[];
  /** The parties' signature images, for a document with signature blocks (a party without one: absent). */
  signatures: Partial<Record<SignatureParty, Uint8Array>>;
  /** The design's swatches, for a document with swatch blocks. */
  swatches?: readonly SwatchImage[];
  metadata: { title: string; subject: string; date: Date };
};

async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage | null> {
  try {
    return await doc.embedPng(png);
  } catch {
    return null; // a PNG pdf-lib cannot decode must not stop the signed copy from being produced
  }
}

/** Each given image embedded (null when it could not be); a party without an image stays absent. */
async function embedSignatures(doc: PDFDocument, pngs: DocumentSpec["signatures"]): Promise<SignatureImages> {
  const images: SignatureImages = {};
  for (const [party, png] of Object.entries(pngs) as [SignatureParty, Uint8Array][]) images[party] = await embedSignature(doc, png);
  return images;
}

/** Each swatch embedded by its SHA-256 (null when pdf-lib could not read it: its entry is drawn without it). */
async function embedSwatches(doc: PDFDocument, swatches: readonly SwatchImage[]): Promise<Map<string, PDFImage | null>> {
  const embedded = new Map<string, PDFImage | null>();
  for (const swatch of swatches) {
    try {
      embedded.set(swatch.sha256, swatch.format === "jpg" ? await doc.embedJpg(swatch.bytes) : await doc.embedPng(swatch.bytes));
    } catch {
      embedded.set(swatch.sha256, null);
    }
  }
  return embedded;
}

/** The document, laid out and drawn, ready to be signed. */
export async function layOutDocument(spec: DocumentSpec): Promise<PDFDocument> {
  // No automatic metadata: pdf-lib would stamp the current time.
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(spec.metadata.title);
  doc.setAuthor(business.name);
  doc.setSubject(spec.metadata.subject);
  doc.setCreator(business.name);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(spec.metadata.date);
  doc.setModificationDate(spec.metadata.date);

  const fonts = await FontSet.create(doc, [...PageWriter.ownTexts(spec.headerTitle, spec.footer), ...blockTexts(spec.blocks)]);
  const blocks = [...spec.blocks];
  if (fonts.replacedCharacters) {
    await fonts.prepare(blockTexts(spec.replacedNote));
    blocks.push(...spec.replacedNote);
  }
  const writer = PageWriter.create(doc, fonts, spec.headerTitle);
  const images: DocumentImages = { ...(await embedSignatures(doc, spec.signatures)), swatches: await embedSwatches(doc, spec.swatches ?? []) };
  drawBlocks(writer, blocks, images);
  writer.finish(spec.footer);
  return doc;
}

/** The document of a structured record (every contract signed since records exist). */
export function recordDocument(
  record: SignedContractRecord,
  signaturePng: Uint8Array,
  businessSignaturePng: Uint8Array | null = null,
  swatches: readonly SwatchImage[] = [],
): DocumentSpec {
  const { hash } = freezeRecord(record);
  return {
    headerTitle: contractHeaderTitle,
    footer: contractFooter(record, hash),
    blocks: [...contractBlocks(record), ...certificateBlocks(record, hash, business.host)],
    replacedNote: replacedCharactersNote,
    signatures: businessSignaturePng ? { client: signaturePng, business: businessSignaturePng } : { client: signaturePng },
    swatches,
    metadata: {
      title: `Signed contract ${record.contractId}`,
      subject: `Construction contract for quote ${record.quote.id}`,
      date: new Date(record.signedAt),
    },
  };
}

/** A signed change order's document; its date is the signing's, so the same record always gives the same pages. */
export function changeOrderDocument(record: ChangeOrderRecord, signaturePng: Uint8Array): DocumentSpec {
  return {
    headerTitle: changeOrderHeaderTitle(record),
    footer: changeOrderFooter(record),
    blocks: changeOrderBlocks(record),
    replacedNote: replacedCharactersNote,
    signatures: { client: signaturePng },
    metadata: {
      title: changeOrderTitle(record),
      subject: `${changeOrderTitle(record)} to contract ${record.contract.id} (quote ${record.contract.quoteNumber})`,
      date: new Date(record.signedAt),
    },
  };
}

/**
 * A warranty certificate's document. It carries no drawn signature: the business's digital signature
 * is what makes it the business's. Its date is the issue's, so the same record always gives the same pages.
 */
export function warrantyDocument(record: WarrantyRecord): DocumentSpec {
  return {
    headerTitle: warrantyHeaderTitle(record),
    footer: warrantyFooter(record),
    blocks: warrantyBlocks(record),
    replacedNote: replacedCharactersNote,
    signatures: {},
    metadata: {
      title: `Warranty Certificate ${record.number}`,
      subject: `Workmanship warranty for contract ${record.contract.id} (quote ${record.contract.quoteNumber})`,
      date: new Date(record.issuedAt),
    },
  };
}

/** LEGACY: the document of a contract signed before records existed (plain stored text). */
export function legacyDocument(input: LegacyContractInput): DocumentSpec {
  const { contract } = input;
  return {
    headerTitle: legacyHeaderTitle,
    footer: legacyFooter(contract),
    blocks: legacyBlocks(input, business.host),
    replacedNote: legacyReplacedCharactersNote,
    signatures: { client: legacySignaturePng(contract) },
    metadata: {
      title: `Signed contract ${contract.id}`,
      subject: `Construction contract for quote ${contract.quoteId}`,
      date: contract.signedAt,
    },
  };
}

/** Added at the end of a quote when some character could not be drawn by any of the fonts. */
const quoteReplacedCharactersNote: Block[] = [
  { type: "space", points: 6 },
  {
    type: "text",
    text: "Some characters of this quote cannot be drawn by this document's fonts and are shown as '?'. The quote online is authoritative.",
    style: { size: 8.5, colour: "stoneMuted" },
  },
];

/** A quote's document. Its date is the quote's own, so the same quote always gives the same bytes. */
export function quoteDocument(facts: QuotePdfFacts): DocumentSpec {
  return {
    headerTitle: quoteHeaderTitle,
    footer: quoteFooter(facts),
    blocks: quoteBlocks(facts),
    replacedNote: quoteReplacedCharactersNote,
    signatures: {},
    metadata: {
      title: `${business.name} ${quoteTitle(facts)}`,
      subject: `Quote for ${facts.workScope}`,
      date: new Date(`${facts.date}T12:00:00Z`),
    },
  };
}

/** A document that is digitally signed, what its signature says it is, and when it was signed. */
function signedDocument(job: Exclude<RenderJob, { kind: "quote" }>): { spec: DocumentSpec; reason: string; signingTime: Date } {
  switch (job.kind) {
    case "record":
      return {
        spec: recordDocument(job.record, job.signaturePng, job.businessSignaturePng ?? null, job.swatches ?? []),
        reason: `Signed contract ${job.record.contractId}`,
        signingTime: new Date(job.record.signedAt),
      };
    case "change-order":
      return {
        spec: changeOrderDocument(job.record, job.signaturePng),
        reason: `Signed change order ${job.record.number} to contract ${job.record.contract.id}`,
        signingTime: new Date(job.record.signedAt),
      };
    case "warranty":
      return {
        spec: warrantyDocument(job.record),
        reason: `Warranty certificate ${job.record.number} for contract ${job.record.contract.id}`,
        signingTime: new Date(job.record.issuedAt),
      };
    case "legacy":
      return { spec: legacyDocument(job.input), reason: `Signed contract ${job.input.contract.id}`, signingTime: job.signingTime };
  }
}

export async function renderJob(job: RenderJob): Promise<RenderResult> {
  if (job.kind === "quote") {
    const doc = await layOutDocument(quoteDocument(job.facts));
    const pdf = await doc.save({ useObjectStreams: false });
    return { pdf, sha256: createHash("sha256").update(pdf).digest("hex") };
  }
  const { spec, reason, signingTime } = signedDocument(job);
  const doc = await layOutDocument(spec);
  const pdf = await sealPdf(doc, job.signing, {
    signingTime,
    reason,
    location: "Toronto, Ontario, Canada",
    contactInfo: business.email,
  });
  return { pdf, sha256: createHash("sha256").update(pdf).digest("hex") };
}
