import type { Database } from "../db";
import { badRequest, conflict, enforce, notFound, payloadTooLarge } from "../errors";
import { signatureLimits } from "../../shared/business";
import { canSign, contractExistsMessage } from "../../shared/quote-lifecycle";
import { torontoDate } from "../../shared/quote-rules";
import type { InsertContract } from "../../shared/schema";
import {
  findContractByQuoteId,
  findContractSummaryById,
  insertContract,
  listContractsWithQuotes,
  type ContractWithQuote,
} from "../storage/contracts";
import { recordEvent, type RequestContext } from "../storage/events";
import { findQuoteForUpdate } from "../storage/quotes";
import { composeContractText, sha256Hex, snapshotQuote } from "./contract-document";
import { queueSignedContractEmails } from "./mail/messages";
import type { MailSettings } from "./mail/settings";
import { detectImageType } from "./image-types";
import { contractPdfPath } from "./mail/settings";
import { quoteNotFound } from "./quotes";

const pngPrefix = "data:image/png;base64,";
const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;
export const contractNotFound = () => notFound("CONTRACT_NOT_FOUND", "Contract not found");

/** The signature must really be a PNG, and a reasonable size for a drawn line. */
export function checkSignature(dataUrl: string): void {
  const base64 = dataUrl.slice(pngPrefix.length);
  const decodedSize = Math.floor((base64.length * 3) / 4);
  if (decodedSize > signatureLimits.maxBytes) {
    const message = `The signature image is too large (limit ${signatureLimits.maxBytes / 1024} KB).`;
    throw payloadTooLarge("SIGNATURE_TOO_LARGE", message, { signatureData: message });
  }
  const bytes = base64Pattern.test(base64) ? Buffer.from(base64, "base64") : Buffer.alloc(0);
  if (detectImageType(bytes) !== "image/png") {
    throw badRequest("SIGNATURE_INVALID", "The signature must be a PNG image", { signatureData: "The signature must be a PNG image" });
  }
}

/** True when the error (or its cause, as Drizzle wraps driver errors) is a unique-key violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Signs the contract of an accepted quote. The quote row is locked while it is checked, the text is
 * frozen and hashed, and the unique key on quote_id guarantees one contract per quote even if two
 * signatures race. The signed copies for the client and the business are queued with it.
 */
export async function signContract(db: Database, mail: MailSettings, input: InsertContract, context: RequestContext, now = new Date()) {
  checkSignature(input.signatureData);
  try {
    return await db.transaction(async (tx) => {
      const quote = await findQuoteForUpdate(tx, input.quoteId);
      if (!quote) throw quoteNotFound();
      enforce(canSign(quote, { exists: Boolean(await findContractByQuoteId(tx, quote.id)) }));
      const contractDate = torontoDate(now);
      const snapshot = snapshotQuote(quote);
      const contractText = composeContractText(snapshot, input, contractDate);
      const contract = await insertContract(tx, {
        ...input,
        quoteId: quote.id,
        contractDate,
        contractText,
        contractHash: sha256Hex(contractText),
        quoteSnapshot: snapshot,
        signerIp: context.ip,
        signerUserAgent: context.userAgent,
      });
      await recordEvent(tx, { type: "contract.signed", quoteId: quote.id, contractId: contract.id, data: { hash: contract.contractHash } }, context);
      await queueSignedContractEmails(tx, mail, contract, snapshot);
      return contract;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("CONTRACT_EXISTS", contractExistsMessage);
    throw error;
  }
}

/** Every contract for the admin, newest first, with its quote's total and scope. */
export async function listContracts(db: Database): Promise<ContractWithQuote[]> {
  return listContractsWithQuotes(db);
}

/**
 * One contract for anyone holding its id (the confirmation page), with its PDF's address. What the
 * public may see is fixed by the response schema (publicContractSchema): the signer's IP address and
 * browser, the frozen text and the snapshot stay out; they are in the signed PDF.
 */
export async function findPublicContract(db: Database, id: string) {
  const contract = await findContractSummaryById(db, id);
  if (!contract) throw contractNotFound();
  return { ...contract, pdfUrl: contractPdfPath(contract.id) };
}
