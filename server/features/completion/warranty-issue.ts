/**
 * Issuing the warranty certificate: when the job is complete and the balance (signed change orders
 * included) is zero, or earlier when the owner chooses (audited). The record is composed and the PDF
 * rendered and digitally signed in the PDF worker before any lock; one transaction then checks again
 * (still complete, still without a certificate, still paid unless overridden), takes the next number
 * and stores the certificate, its event and the client's e-mail. Undoing a completion voids it.
 */
import type { Database, Executor } from "../../db";
import { contractorParty } from "../contracts/contractor-party";
import { changeOrderNumber } from "../../../shared/change-orders/rules";
import { warrantyEndDate } from "../../../shared/completion/dates";
import { torontoDate } from "../../../shared/quote-rules";
import type { JobCompletion, WarrantyCertificate } from "../../../shared/schema";
import { findLatestSignedDesignChange, listSignedChangeOrderChain } from "../change-orders/storage";
import { findContractById } from "../contracts/storage";
import { findStandingCertificate, peekWarrantySequence, findStandingCompletion, insertCertificate, takeWarrantySequence } from "./storage";
import { recordEvent, type RequestContext } from "../../storage/events";
import { chosenSummaryOf, designSummaryOf, parseFrozenRecord } from "../contracts/contract-record";
import type { ChangeOrderRecord } from "../change-orders/change-order-record";
import { contractNotFound } from "../contracts/contracts";
import { queueEmail } from "../../mail/outbox";
import type { MailSettings } from "../../mail/settings";
import { warrantyIssuedEmail } from "./hand-over-mail";
import { contractPayments } from "../payments/payments";
import { loadSignedContractPdf } from "../contracts/signed-contract-pdf";
import { renderWarrantyPdf } from "./warranty-pdf";
import { freezeWarrantyRecord, warrantyRecordFormat, type WarrantyRecord } from "./warranty-record";
import { currentWarrantyTerms } from "./warranty-terms";
import { findContractPricing } from "../payments/storage";

/** "W-2026-0042": the year is Toronto's (a certificate issued at 23:30 on 31 December is that year's). */
export const warrantyNumber = (year: string, sequence: number) => `W-${year}-${String(sequence).padStart(4, "0")}`;
export const clientWarrantyPdfPath = (linkToken: string) => `/api/links/${linkToken}/warranty/pdf`;

export type IssueOutcome =
  { issued: WarrantyCertificate } | { waiting: "not-complete" | "balance-owed" | "already-issued"; certificate?: WarrantyCertificate };

async function composeRecord(db: Database, completion: JobCompletion, now: Date, beforePaymentBy: string | null): Promise<WarrantyRecord> {
  const contract = await findContractById(db, completion.contractId);
  if (!contract) throw contractNotFound();
  const [pricing, contractPdf, orders, terms, designChange] = await Promise.all([
    findContractPricing(db, contract.id),
    loadSignedContractPdf(db, contract.id, now),
    listSignedChangeOrderChain(db, contract.id),
    currentWarrantyTerms(db, now),
    findLatestSignedDesignChange(db, contract.id),
  ]);
  const signed = parseFrozenRecord(contract.contractText);
  const chosen = signed ? chosenSummaryOf(signed) : undefined;
  // A signed change order's new design replaces the contract's on the certificate, naming the order.
  const changedDesign = designChange ? (JSON.parse(designChange.recordText) as ChangeOrderRecord).design : undefined;
  const design = changedDesign ? `${designSummaryOf(changedDesign)} (${changeOrderNumber(designChange?.sequence ?? 0)})` : (chosen?.design ?? null);
  const snapshot = contract.quoteSnapshot as { workScope?: string } | null;
  return {
    format: warrantyRecordFormat,
    certificateId: crypto.randomUUID(),
    number: "",
    contractor: contractorParty(),
    client: { name: contract.clientName, email: contract.clientEmail, projectAddress: contract.projectAddress },
    scope: { workScope: snapshot?.workScope ?? "", choices: chosen?.choices ?? [], design },
    contract: { id: contract.id, quoteNumber: pricing?.quoteNumber ?? "", contractDate: contract.contractDate, pdfSha256: contractPdf?.sha256 ?? "" },
    changeOrders: orders.map((order) => ({ number: changeOrderNumber(order.sequence), pdfSha256: order.sha256 })),
    startsOn: completion.completedOn,
    endsOn: warrantyEndDate(completion.completedOn, terms.years),
    years: terms.years,
    terms: { version: terms.version, title: terms.title, coverage: terms.coverage, exclusions: terms.exclusions, howToClaim: terms.howToClaim },
    issuedAt: now.toISOString(),
    issuedBeforePaymentBy: beforePaymentBy,
  };
}

/** Whether a certificate is due now, and why not when it is not. */
async function issueCheck(
  db: Executor,
  contractId: string,
  beforePaymentBy: string | null,
): Promise<{ due: JobCompletion } | Exclude<IssueOutcome, { issued: unknown }>> {
  const completion = await findStandingCompletion(db, contractId);
  if (!completion) return { waiting: "not-complete" };
  const certificate = await findStandingCertificate(db, contractId);
  if (certificate) return { waiting: "already-issued", certificate };
  if (!beforePaymentBy && (await contractPayments(db, contractId)).outstandingCents > 0) return { waiting: "balance-owed" };
  return { due: completion };
}

/**
 * Issues the certificate if it is due (see above). `beforePaymentBy`: the admin issuing it while a
 * balance is owed. Safe to call at any time, by any number of callers: at most one certificate stands.
 */
export async function issueWarrantyIfDue(
  db: Database,
  mail: MailSettings,
  contractId: string,
  context: RequestContext,
  now: Date,
  beforePaymentBy: string | null = null,
): Promise<IssueOutcome> {
  const first = await issueCheck(db, contractId, beforePaymentBy);
  if (!("due" in first)) return first;
  const draft = await composeRecord(db, first.due, now, beforePaymentBy);
  // The PDF prints the number, and rendering must not happen inside a transaction (on the embedded
  // database that would hold its only connection). So the next number is read, the PDF rendered with
  // it, and the transaction stores it only if that number is still the next one; a certificate
  // issued meanwhile by another server means rendering again with the number after it.
  for (let attempt = 1; ; attempt++) {
    const sequence = (await peekWarrantySequence(db)) + 1;
    const record: WarrantyRecord = { ...draft, number: warrantyNumber(torontoDate(now).slice(0, 4), sequence) };
    const frozen = freezeWarrantyRecord(record);
    const document = await renderWarrantyPdf(record);
    const outcome = await db.transaction(async (tx): Promise<IssueOutcome | "number-taken"> => {
      const again = await issueCheck(tx, contractId, beforePaymentBy);
      if (!("due" in again)) return again;
      if (again.due.id !== first.due.id) return { waiting: "already-issued" };
      if ((await takeWarrantySequence(tx)) !== sequence) return "number-taken";
      const certificate = await insertCertificate(tx, {
        id: record.certificateId,
        sequence,
        number: record.number,
        contractId,
        completionId: again.due.id,
        startsOn: record.startsOn,
        endsOn: record.endsOn,
        recordText: frozen.text,
        recordHash: frozen.hash,
        pdf: Buffer.from(document.pdf),
        sha256: document.sha256,
        certificateSha256: document.certificateSha256,
        issuedAt: now,
        issuedBeforePaymentBy: beforePaymentBy,
      });
      const pricing = await findContractPricing(tx, contractId);
      await recordEvent(
        tx,
        {
          type: "warranty.issued",
          quoteId: pricing?.quoteId ?? null,
          contractId,
          data: {
            certificateId: certificate.id,
            number: certificate.number,
            startsOn: certificate.startsOn,
            endsOn: certificate.endsOn,
            ...(beforePaymentBy ? { override: beforePaymentBy } : {}),
          },
        },
        context,
      );
      if (pricing?.linkToken) {
        await queueEmail(tx, {
          kind: "warranty-issued",
          to: pricing.clientEmail,
          message: warrantyIssuedEmail(
            {
              clientName: pricing.clientName,
              number: certificate.number,
              startsOn: certificate.startsOn,
              endsOn: certificate.endsOn,
              years: record.years,
              pdfPath: clientWarrantyPdfPath(pricing.linkToken),
            },
            mail,
          ),
          quoteId: pricing.quoteId,
          contractId,
        });
      }
      return { issued: certificate };
    });
    if (outcome !== "number-taken") return outcome;
    if (attempt >= 5) throw new Error("Five warranty numbers were taken by other servers while this one was being issued");
  }
}
