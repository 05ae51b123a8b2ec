/** The signed contract, with its PDF attached: to the client who signed and to the business. */
import { business, contractTerms, salesTax } from "../../../shared/business";
import { quoteTotalsOf } from "../../../shared/line-items";
import { formatCents } from "../../../shared/money";
import { quoteReference } from "../../../shared/quote-reference";
import type { Contract } from "../../../shared/schema";
import type { QuoteSnapshot } from "./contract-document";
import { formatTorontoDateTime } from "../../toronto-time";
import { adminContractUrl, confirmationUrl, contractPdfUrl, type MailSettings } from "../../mail/settings";
import { button, compose, details, links, note, paragraph, type DetailRow, type RenderedEmail } from "../../mail/compose";
import { cadAmount } from "../../mail/labels";

export type SignedContractMail = {
  contract: Pick<
    Contract,
    "id" | "quoteId" | "clientName" | "clientEmail" | "clientPhone" | "projectAddress" | "signedAt" | "contractHash" | "signerIp"
  >;
  quote: Pick<QuoteSnapshot, "workScope" | "totalCents" | "lineItems" | "chosenOptionIds" | "discountCents" | "discountBasisPoints">;
  /** The quote's number (the e-Transfer reference) and the client's link: the addresses name the link, never an id. */
  link: { number: string; linkToken: string };
  /**
   * What the client chose, as the signed record names it (decision 0134): each group's title and the
   * option's label ("Finish", "Stamped"), and the design in words. Absent for a contract without them.
   */
  chosen?: { choices: { title: string; label: string }[]; design: string | null };
};

/** An itemised contract's deposit and balance, from its items and chosen options; none for a single total. */
function paymentRows(quote: SignedContractMail["quote"]): DetailRow[] {
  if (!quote.lineItems?.length) return [];
  const totals = quoteTotalsOf({ ...quote, lineItems: quote.lineItems });
  return [
    [`Deposit (${contractTerms.depositPercent}%)`, `${formatCents(totals.depositCents)} due at signing`],
    ["Balance", `${formatCents(totals.balanceCents)} on completion`],
  ];
}

/** One row per choice group ("Finish: Stamped"), and the design when there is one. */
function chosenRows(chosen: SignedContractMail["chosen"]): DetailRow[] {
  if (!chosen) return [];
  return [...chosen.choices.map(({ title, label }): DetailRow => [title, label]), ...(chosen.design ? [["Design", chosen.design] as DetailRow] : [])];
}

function summary({ contract, quote, link, chosen }: SignedContractMail) {
  return details([
    ["Work scope", quote.workScope],
    ...chosenRows(chosen),
    ["Contract price", `${cadAmount(quote.totalCents)}${quote.lineItems?.length ? `, ${salesTax.name} included` : ""}`],
    ...paymentRows(quote),
    ["Project address", contract.projectAddress],
    ["Signed by", `${contract.clientName} <${contract.clientEmail}>`],
    ["Signed", formatTorontoDateTime(contract.signedAt)],
    ["Quote number", link.number],
    ["SHA-256", contract.contractHash],
  ]);
}

export function signedContractForClient(mail: SignedContractMail, settings: MailSettings): RenderedEmail {
  const { contract, quote, link } = mail;
  return compose({
    subject: `Your signed contract with ${business.name}: ${quote.workScope}`,
    preheader: `Signed ${formatTorontoDateTime(contract.signedAt)}. Your copy of the contract is attached as a PDF.`,
    heading: "Your contract is signed",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `Thank you for choosing ${business.name}. Your signed contract is attached to this e-mail as a PDF; please keep it for your records. We'll contact you shortly to schedule the work.`,
      ),
      summary(mail),
      button("Download your signed contract", contractPdfUrl(settings, link.linkToken)),
      paragraph(
        `How to pay the deposit: by Interac e-Transfer to ${settings.etransferEmail} with the reference ${quoteReference(link)}, or by cash or cheque when we meet.`,
      ),
      note(
        `Next steps: a ${contractTerms.depositPercent}% deposit is due at signing and the remaining ${contractTerms.completionPercent}% on completion, by cash, cheque or e-transfer. ` +
          `Under Ontario's Consumer Protection Act, 2002, you may cancel within 10 days of receiving this copy. Questions? Call ${business.phoneDisplay} or reply to this e-mail.`,
      ),
      links([{ label: "Your confirmation page", href: confirmationUrl(settings, link.linkToken) }]),
    ],
  });
}

export function signedContractForBusiness(mail: SignedContractMail, settings: MailSettings): RenderedEmail {
  const { contract, quote } = mail;
  return compose({
    subject: `Contract signed: ${contract.clientName}, ${quote.workScope}, ${cadAmount(quote.totalCents)}`,
    preheader: `${contract.clientName} signed the contract. The signed PDF is attached.`,
    heading: "A contract was signed",
    blocks: [
      paragraph(
        `${contract.clientName} signed the contract for quote ${mail.link.number}. The signed PDF, with its certificate page, is attached. Time to schedule the work and collect the deposit.`,
      ),
      summary(mail),
      details([
        ["Client phone", contract.clientPhone],
        ["Signer IP", contract.signerIp ?? "Not recorded"],
      ]),
      button("Open this contract in the admin area", adminContractUrl(settings, contract.id)),
    ],
  });
}
