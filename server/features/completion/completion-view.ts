/** The end of a job as the owner reads it: the standing completion, its certificate and what is still owed. */
import type { Database } from "../../db";
import { aftercareDates } from "../../../shared/completion/dates";
import { findContractById } from "../contracts/storage";
import { findStandingCertificate, findStandingCompletion } from "./storage";
import { contractNotFound } from "../contracts/contracts";
import { contractPayments } from "../payments/payments";
import { currentWarrantyTerms } from "./warranty-terms";

export const adminWarrantyPdfPath = (contractId: string) => `/api/contracts/${contractId}/warranty/pdf`;

export async function readCompletion(db: Database, contractId: string, now: Date) {
  const contract = await findContractById(db, contractId.toLowerCase());
  if (!contract) throw contractNotFound();
  const [completion, certificate, money, terms] = await Promise.all([
    findStandingCompletion(db, contract.id),
    findStandingCertificate(db, contract.id),
    contractPayments(db, contract.id),
    currentWarrantyTerms(db, now),
  ]);
  return {
    completion: completion
      ? {
          completedOn: completion.completedOn,
          pourDay: completion.pourDay,
          checklist: completion.checklist,
          completedBy: completion.completedBy,
          completedAt: completion.completedAt,
          aftercare: aftercareDates({ pourDay: completion.pourDay }, completion.completedOn),
        }
      : null,
    certificate: certificate
      ? {
          number: certificate.number,
          startsOn: certificate.startsOn,
          endsOn: certificate.endsOn,
          issuedAt: certificate.issuedAt,
          issuedBeforePaymentBy: certificate.issuedBeforePaymentBy,
          pdfUrl: adminWarrantyPdfPath(contract.id),
        }
      : null,
    outstandingCents: money.outstandingCents,
    warrantyYears: terms.years,
  };
}
