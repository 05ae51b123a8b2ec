import { randomUUID } from "node:crypto";
import type { Database, Executor } from "../../db";
import { conflict, enforce, notFound, unprocessable } from "../../errors";
import { canSign, contractExistsMessage, isVersionSeen } from "../../../shared/quote-lifecycle";
import { torontoDate } from "../../../shared/quote-rules";
import type { InsertContract, Quote } from "../../../shared/schema";
import { insertContractDocument } from "./document-storage";
import { findContractByQuoteId, findContractSummaryById, insertContract, countContracts, listContractPage, type ContractWithQuote } from "./storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { markLeadWon } from "../leads/quote-requests";
import { findQuoteById, findQuoteForUpdate } from "../quotes/storage";
import { snapshotQuote } from "./contract-document";
import { renderSignedContractPdf } from "./contract-pdf";
import {
  chosenSummaryOf,
  composeContractRecord,
  freezeRecord,
  MissingCatalogueEntryError,
  recordsDesign,
  type CatalogueFacts,
} from "./contract-record";
import { choiceNeedsDesign, chosenOptionsOf } from "../../../shared/choice-groups";
import { designMessages, designReferences } from "../../../shared/design-catalogue";
import { findCatalogueEntriesByIds, findCatalogueSwatches } from "../design-catalogue/storage";
import { queueSignedContractEmails } from "../quotes/messages";
import type { MailSettings } from "../../mail/settings";
import { adminContractPdfPath } from "../../mail/settings";
import { quoteNotFound } from "../quotes/quotes";
import { totalsOf } from "../quotes/quote-views";
import { contractTerms } from "../../../shared/business";
import { centsToTotalCost, mulDivRoundHalfUp } from "../../../shared/money";
import { quoteReference } from "../../../shared/quote-reference";
import { contractBalance, contractTotalCents } from "../../../shared/contract-balance";
import { listPaging, type ContractListQuery } from "../../../shared/list-query";
import { normaliseSignature } from "./signature-image";
import { contractorSignatureForSigning } from "../account/contractor-signature";

export const contractNotFound = () => notFound("CONTRACT_NOT_FOUND", "Contract not found");

/** True when the error (or its cause, as Drizzle wraps driver errors) is a unique-key violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: string }).code === "23505") return true;
  }
  return false;
}

/** The lifecycle's rules for signing this quote now, as the signer saw it. */
async function checkSignable(db: Executor, quote: Quote, seenVersion: number | undefined): Promise<void> {
  enforce(canSign(quote, { exists: Boolean(await findContractByQuoteId(db, quote.id)) }));
  enforce(isVersionSeen(quote, seenVersion));
}

/**
 * What a contract with a stamped design needs before the signature is decoded: the design itself
 * (set before the quote could be accepted, so its absence is an inconsistency, still refused) and the
 * signer's tick on the statement on colours.
 */
function checkDesignSignable(quote: Quote, colourAcknowledged: boolean | undefined): void {
  if (!choiceNeedsDesign(quote.choiceGroups ?? [], quote.chosenOptionIds)) return;
  if (!quote.design) throw unprocessable("DESIGN_REQUIRED", designMessages.needed);
  if (colourAcknowledged !== true)
    throw unprocessable("COLOUR_ACKNOWLEDGEMENT_REQUIRED", designMessages.acknowledge, { colourAcknowledged: designMessages.acknowledge });
}

/**
 * The catalogue entries the quote's design names, and their swatch images, as they stand now: the
 * record copies their words and hashes, the PDF embeds the images (decision 0134). Read before the
 * render and outside the transaction, like everything the render needs.
 */
async function designMaterial(db: Database, quote: Quote): Promise<{ catalogue: CatalogueFacts[]; swatches: Uint8Array[] }> {
  if (!quote.design || !recordsDesign(quote)) return { catalogue: [], swatches: [] };
  const ids = designReferences(quote.design).map((reference) => reference.id);
  const [entries, swatches] = await Promise.all([findCatalogueEntriesByIds(db, ids), findCatalogueSwatches(db, ids)]);
  return { catalogue: entries, swatches: [...swatches.values()].map((swatch) => new Uint8Array(swatch.bytes)) };
}

/**
 * Signs the contract of an accepted quote.
 *
 * 1. The quote is looked up and checked signable, and only then is the signature decoded and
 *    re-encoded (signature-image.ts, the expensive step: decision 0109); the structured record is
 *    composed from the quote as it stands, the signer's own entries and the owner's signature for
 *    the business as it stands (copied into the contract: decision 0129), and the PDF is rendered
 *    and digitally signed from it in a worker thread, before any database lock is taken (on the
 *    embedded database a transaction holds the only connection, so a long one would stall every
 *    other request).
 * 2. In one transaction the quote row is locked and checked again: if it changed meanwhile (another
 *    signature, a new version) the answer is 409 and nothing is stored. Otherwise the contract (its
 *    frozen record and that record's SHA-256), the PDF, the audit event and both e-mails are stored
 *    together. The unique key on quote_id keeps it to one contract per quote even if two race.
 */
export async function signContract(db: Database, mail: MailSettings, input: InsertContract, context: RequestContext, now: Date) {
  // The quote first: an unknown or unsignable quote is refused before the signature is decoded
  // (the expensive part), so probing ids costs us a lookup, not a decode.
  const seen = await findQuoteById(db, input.quoteId);
  if (!seen) throw quoteNotFound();
  await checkSignable(db, seen, input.quoteVersion);
  checkDesignSignable(seen, input.colourAcknowledged);
  const signature = await normaliseSignature(input.signatureData);
  // The business signs with the owner's signature as it stands now; the contract keeps its own copy.
  const business = await contractorSignatureForSigning(db);

  const contractId = randomUUID();
  const contractDate = torontoDate(now);
  const design = await designMaterial(db, seen);
  const record = composeSigned(() =>
    composeContractRecord({
      contractId,
      contractDate,
      quote: seen,
      signer: { name: input.clientName, email: input.clientEmail, phone: input.clientPhone, projectAddress: input.projectAddress },
      signature,
      signedAt: now,
      ip: context.ip,
      userAgent: context.userAgent,
      businessSignature: business?.facts ?? null,
      catalogue: design.catalogue,
      colourAcknowledged: input.colourAcknowledged === true,
    }),
  );
  const frozen = freezeRecord(record);
  const document = await renderSignedContractPdf(record, signature.png, business?.png ?? null, design.swatches);

  try {
    return await db.transaction(async (tx) => {
      const quote = await findQuoteForUpdate(tx, input.quoteId);
      if (!quote) throw quoteNotFound();
      await checkSignable(tx, quote, input.quoteVersion);
      // What was rendered must still be the quote: a change between the two reads is refused.
      enforce(isVersionSeen(quote, seen.version));
      const contract = await insertContract(tx, {
        id: contractId,
        quoteId: quote.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        projectAddress: input.projectAddress,
        signatureData: signature.dataUrl,
        agreementAccepted: input.agreementAccepted,
        contractDate,
        signedAt: now,
        contractText: frozen.text,
        contractHash: frozen.hash,
        quoteSnapshot: snapshotQuote(quote),
        signerIp: context.ip,
        signerUserAgent: context.userAgent,
        businessSignatureData: business?.dataUrl ?? null,
        // Consent to maintenance e-mails is the client's own tick, kept beside the contract, not in it.
        maintenanceConsentAt: input.maintenanceReminders === true ? now : null,
      });
      await insertContractDocument(tx, { contractId, pdf: document.pdf, sha256: document.sha256 });
      await recordEvent(tx, { type: "contract.signed", quoteId: quote.id, contractId, data: { hash: frozen.hash } }, context);
      await markLeadWon(tx, quote.id, context, now);
      await queueSignedContractEmails(tx, mail, contract, snapshotQuote(quote), quote, chosenSummaryOf(record));
      return contract;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict("CONTRACT_EXISTS", contractExistsMessage);
    throw error;
  }
}

/** A design naming an entry the catalogue no longer has is refused (422), not signed without it. */
function composeSigned<T>(compose: () => T): T {
  try {
    return compose();
  } catch (error) {
    if (error instanceof MissingCatalogueEntryError) throw unprocessable("DESIGN_INVALID", designMessages.notInCatalogue(error.kind));
    throw error;
  }
}

export type ListedContractView = Omit<ContractWithQuote, "quoteTotalCents"> & { totalCost: string | null } & ReturnType<typeof contractBalance>;

/** The quote's price as the API answers it beside a contract: text from cents, null without a quote. */
const totalCostOf = (quoteTotalCents: number | null) => (quoteTotalCents === null ? null : centsToTotalCost(quoteTotalCents));

/**
 * The admin's contract list, newest first, each with its quote's total and scope and where its money
 * stands. Filtered, searched and paged by the database; without any list parameter, every contract.
 */
export async function listContracts(
  db: Database,
  query: ContractListQuery = { paged: false, page: 1, pageSize: listPaging.defaultPageSize },
): Promise<{ contracts: ListedContractView[]; total: number; page: number; pageSize: number }> {
  const filter = { payment: query.payment, q: query.q };
  const page = query.paged ? { offset: (query.page - 1) * query.pageSize, limit: query.pageSize } : undefined;
  const [rows, total] = await Promise.all([listContractPage(db, filter, page), page ? countContracts(db, filter) : undefined]);
  const contracts = rows.map(
    ({ lineItems, chosenOptionIds, discountCents, discountBasisPoints, collectedCents, quoteTotalCents, changeOrdersCents, ...contract }) => ({
      ...contract,
      totalCost: totalCostOf(quoteTotalCents),
      ...contractBalance(
        contractTotalCents({ totalCents: quoteTotalCents, lineItems, chosenOptionIds, discountCents, discountBasisPoints, changeOrdersCents }),
        collectedCents,
      ),
    }),
  );
  return page
    ? { contracts, total: total ?? 0, page: query.page, pageSize: query.pageSize }
    : { contracts, total: contracts.length, page: 1, pageSize: Math.max(contracts.length, 1) };
}

/**
 * One contract, with its PDF's address: the admin's (`/api/contracts/{id}/pdf`), or for the client's
 * link the address under that link. What each may see is fixed by the response schema
 * (publicContractSchema, clientContractSchema): the signer's IP address and browser, the frozen text
 * and the snapshot stay out; they are in the signed PDF.
 */
export async function findPublicContract(db: Database, mail: MailSettings, id: string, pdfUrl = adminContractPdfPath(id)) {
  const contract = await findContractSummaryById(db, id);
  if (!contract) throw contractNotFound();
  const { lineItems, chosenOptionIds, choiceGroups, discountCents, discountBasisPoints, quoteTotalCents, ...rest } = contract;
  const items = { lineItems: lineItems ?? [], chosenOptionIds: chosenOptionIds ?? [] };
  const totals = totalsOf({ ...items, discountCents, discountBasisPoints });
  const choices = chosenOptionsOf(choiceGroups ?? [], items.chosenOptionIds).map(({ group, option }) => ({
    title: group.title,
    label: option.label,
  }));
  return {
    ...rest,
    totalCost: totalCostOf(quoteTotalCents),
    ...items,
    choices,
    discountCents,
    discountBasisPoints,
    totals,
    pdfUrl,
    payment: depositPayment(mail, contract.quoteNumber ?? "", totals ?? legacyTotals(quoteTotalCents)),
  };
}

/** A quote from before items: its stored total is the whole price, so the deposit is worked out from it. */
function legacyTotals(cents: number | null): { depositCents: number; balanceCents: number } | null {
  if (cents === null || cents === 0) return null;
  const depositCents = mulDivRoundHalfUp(cents, contractTerms.depositPercent, 100);
  return { depositCents, balanceCents: cents - depositCents };
}

/** How the client pays the deposit: by e-Transfer to the configured address with the quote's reference, or cash or cheque. */
function depositPayment(mail: MailSettings, quoteNumber: string, totals: { depositCents: number; balanceCents: number } | null) {
  return {
    etransferEmail: mail.etransferEmail,
    reference: quoteReference({ number: quoteNumber }),
    depositCents: totals?.depositCents ?? null,
    balanceCents: totals?.balanceCents ?? null,
  };
}
