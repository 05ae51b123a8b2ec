/**
 * The client's side of a change order: signing it (on their own link, or on the owner's device on
 * site) and declining it.
 *
 * Signing follows the contract's order of work (server/features/contracts/contracts.ts): the order's state, the
 * version the signer read and the contract sum it would leave (never below what was paid) are
 * checked first, so a signed, declined, voided or expired order, or a credit the contract can no
 * longer take, is refused before the signature is decoded (the expensive step, decision 0149). Then
 * the record is composed and the PDF rendered and digitally signed in the worker, all before any
 * lock; then, in one transaction, the order's row and the contract's are locked, everything is
 * checked again and the signature, record, PDF, event and e-mails are stored together. A second
 * submission of the same signature made while the first was being stored finds the order signed and
 * answers with it; one arriving after is refused like any signature on a signed order (409).
 */
import type { Database, Executor } from "../../db";
import { contractorParty } from "../contracts/contractor-party";
import { conflict, gone } from "../../errors";
import { salesTax } from "../../../shared/business";
import { changeOrderMessages, changeOrderReasonLabels, type ChangeOrderSignInput, type SigningContext } from "../../../shared/change-orders/rules";
import { torontoDate } from "../../../shared/quote-rules";
import type { ChangeOrder } from "../../../shared/schema";
import {
  findChangeOrderContractFacts,
  insertChangeOrderDocument,
  lockChangeOrder,
  lockChangeOrderContract,
  updateChangeOrder,
  type ChangeOrderContractFacts,
} from "./storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { recordDesignSelection } from "../contracts/contract-record";
import { designReferences } from "../../../shared/design-catalogue";
import { findCatalogueEntriesByIds } from "../design-catalogue/storage";
import { changeOrderRecordFormat, freezeChangeOrderRecord, otherTermsSentence, type ChangeOrderRecord } from "./change-order-record";
import { renderSignedChangeOrderPdf } from "./change-order-pdf";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { changeOrderDeclinedForBusiness, changeOrderSignedForBusiness, changeOrderSignedForClient } from "./change-order-mail";
import { loadSignedContractPdf } from "../contracts/signed-contract-pdf";
import { normaliseSignature, type NormalisedSignature } from "../contracts/signature-image";
import { changeOrderNotFound, contractSumOf, numberOf, orderMoney } from "./change-order-views";
import { refuseCreditBelowPaid } from "./contract-sum-floor";

/** Why an order cannot be signed or declined now, or nothing when it can. */
function checkOpen(order: ChangeOrder, version: number, now: Date): void {
  if (order.status === "voided") throw gone("CHANGE_ORDER_VOIDED", changeOrderMessages.voided);
  if (order.status === "signed") throw conflict("CHANGE_ORDER_STATE", changeOrderMessages.alreadySigned);
  if (order.status === "declined") throw conflict("CHANGE_ORDER_STATE", changeOrderMessages.declined);
  if (order.status !== "sent") throw conflict("CHANGE_ORDER_STATE", "This change order has not been sent yet.");
  if (order.expiresOn && torontoDate(now) > order.expiresOn) throw conflict("CHANGE_ORDER_EXPIRED", changeOrderMessages.expired);
  if (order.version !== version) throw conflict("CHANGE_ORDER_CHANGED", changeOrderMessages.stale);
}

/** The signed copy of this signature already stored: a double submission is answered with it, not refused. */
function sameSignatureAlreadyStored(order: ChangeOrder, signature: NormalisedSignature): boolean {
  return order.status === "signed" && order.signatureData === signature.dataUrl;
}

async function composeRecord(
  db: Executor,
  order: ChangeOrder,
  contract: ChangeOrderContractFacts & { pdfSha256: string },
  signer: { name: string; signature: NormalisedSignature; context: SigningContext },
  request: RequestContext,
  now: Date,
): Promise<ChangeOrderRecord> {
  const money = orderMoney(order);
  const sum = await contractSumOf(db, order.contractId, order);
  const design = order.design
    ? recordDesignSelection(
        order.design,
        await findCatalogueEntriesByIds(
          db,
          designReferences(order.design).map((reference) => reference.id),
        ),
      )
    : undefined;
  return {
    format: changeOrderRecordFormat,
    changeOrderId: order.id,
    number: numberOf(order) ?? "",
    contract: { id: contract.id, quoteNumber: contract.quoteNumber ?? "", contractDate: contract.contractDate, pdfSha256: contract.pdfSha256 },
    contractor: contractorParty(),
    client: { name: contract.clientName, email: contract.clientEmail, projectAddress: contract.projectAddress },
    reason: order.reason,
    reasonLabel: changeOrderReasonLabels[order.reason],
    summary: order.summary,
    ...(design ? { design } : {}),
    lines: money.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: line.unitLabel,
      unitPriceCents: line.unitPriceCents,
      amountCents: line.amountCents,
    })),
    subtotalCents: money.subtotalCents,
    hstRateBasisPoints: salesTax.rateBasisPoints,
    hstCents: money.hstCents,
    totalCents: money.totalCents,
    contractSum: sum,
    payment: money.payment,
    otherTerms: otherTermsSentence,
    signer: {
      name: signer.name,
      signatureSha256: signer.signature.sha256,
      signatureWidth: signer.signature.width,
      signatureHeight: signer.signature.height,
      context: signer.context,
    },
    signedAt: now.toISOString(),
    ip: request.ip,
    userAgent: request.userAgent,
  };
}

export async function signChangeOrder(
  db: Database,
  mail: MailSettings,
  order: ChangeOrder,
  input: ChangeOrderSignInput,
  signingContext: SigningContext,
  request: RequestContext,
  now: Date,
): Promise<ChangeOrder> {
  // Cheap checks before the decode and the render: a refusal costs a lookup, never a PDF.
  checkOpen(order, input.version, now);
  await refuseCreditBelowPaid(db, order.contractId, order.totalCents, "sign");
  const signature = await normaliseSignature(input.signatureData);
  const facts = await findChangeOrderContractFacts(db, order.contractId);
  if (!facts) throw contractNotFound();
  // The contract's own PDF is named by its hash in the order: make sure it exists (contracts signed
  // before PDFs were stored get theirs now, once).
  const contractPdf = await loadSignedContractPdf(db, facts.id, now);
  if (!contractPdf) throw contractNotFound();
  const contract = { ...facts, pdfSha256: contractPdf.sha256 };
  const record = await composeRecord(db, order, contract, { name: input.signerName, signature, context: signingContext }, request, now);
  const frozen = freezeChangeOrderRecord(record);
  const document = await renderSignedChangeOrderPdf(record, signature.png);

  return db.transaction(async (tx) => {
    const locked = await lockChangeOrder(tx, order.id);
    if (!locked) throw changeOrderNotFound();
    if (sameSignatureAlreadyStored(locked, signature)) return locked;
    checkOpen(locked, input.version, now);
    // Two orders of one contract signed at once, or a payment recorded meanwhile, take turns here:
    // each sees what the other stored, so together they cannot take the sum below what was paid.
    await lockChangeOrderContract(tx, order.contractId);
    await refuseCreditBelowPaid(tx, order.contractId, locked.totalCents, "sign");
    // The contract sum printed must still be the contract's: another order signed meanwhile is refused.
    const sumNow = await contractSumOf(tx, order.contractId, locked);
    if (sumNow.revisedTotalCents !== record.contractSum.revisedTotalCents) throw conflict("CHANGE_ORDER_CHANGED", changeOrderMessages.stale);
    const signed = await updateChangeOrder(tx, order.id, {
      status: "signed",
      signedAt: now,
      signerName: input.signerName,
      signingContext,
      signatureData: signature.dataUrl,
      recordText: frozen.text,
      recordHash: frozen.hash,
      version: locked.version + 1,
    });
    await insertChangeOrderDocument(tx, {
      changeOrderId: order.id,
      pdf: Buffer.from(document.pdf),
      sha256: document.sha256,
      certificateSha256: document.certificateSha256,
    });
    await recordEvent(
      tx,
      {
        type: "change_order.signed",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { changeOrderId: order.id, number: record.number, totalCents: record.totalCents, context: signingContext, hash: frozen.hash },
      },
      request,
    );
    const mailFacts = { order: signed, contract, contractSum: sumNow };
    const common = { quoteId: contract.quoteId, contractId: contract.id };
    await queueEmail(tx, {
      kind: "change-order-signed-client",
      to: contract.clientEmail,
      message: changeOrderSignedForClient(mailFacts, mail),
      ...common,
    });
    await queueEmail(tx, {
      kind: "change-order-signed-business",
      to: mail.businessEmail,
      message: changeOrderSignedForBusiness(mailFacts, mail),
      ...common,
    });
    return signed;
  });
}

export async function declineChangeOrder(
  db: Database,
  mail: MailSettings,
  orderId: string,
  input: { version: number; message?: string },
  request: RequestContext,
  now: Date,
): Promise<ChangeOrder> {
  return db.transaction(async (tx) => {
    const order = await lockChangeOrder(tx, orderId);
    if (!order) throw changeOrderNotFound();
    checkOpen(order, input.version, now);
    const message = input.message?.trim() ? input.message.trim() : null;
    const declined = await updateChangeOrder(tx, orderId, {
      status: "declined",
      declinedAt: now,
      declineMessage: message,
      version: order.version + 1,
    });
    const contract = await findChangeOrderContractFacts(tx, order.contractId);
    if (!contract) throw contractNotFound();
    await recordEvent(
      tx,
      {
        type: "change_order.declined",
        quoteId: contract.quoteId,
        contractId: contract.id,
        data: { changeOrderId: orderId, number: numberOf(order) ?? "", ...(message ? { message } : {}) },
      },
      request,
    );
    const contractSum = await contractSumOf(tx, order.contractId);
    await queueEmail(tx, {
      kind: "change-order-declined-notice",
      to: mail.businessEmail,
      message: changeOrderDeclinedForBusiness({ order: declined, contract, contractSum }, mail),
      quoteId: contract.quoteId,
      contractId: contract.id,
    });
    return declined;
  });
}
