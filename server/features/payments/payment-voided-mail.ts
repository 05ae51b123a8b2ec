/**
 * The client's notice that a payment recorded on their contract was voided (recorded by mistake):
 * which payment (its receipt, amount and date), why, and what the contract now owes.
 */
import { business } from "../../../shared/business";
import { formatCents } from "../../../shared/money";
import { formatLongDate } from "../../toronto-time";
import { confirmationUrl, type MailSettings } from "../../mail/settings";
import { compose, details, links, note, paragraph, type RenderedEmail } from "../../mail/compose";

export type PaymentVoidedMail = {
  contract: { clientName: string; quoteNumber: string | null; linkToken: string | null };
  payment: { receipt: string; amountCents: number; paidOn: string };
  reason: string;
  collectedCents: number;
  outstandingCents: number;
};

export function paymentVoidedEmail(mail: PaymentVoidedMail, settings: MailSettings): RenderedEmail {
  const { contract, payment } = mail;
  const amount = `${formatCents(payment.amountCents)} CAD`;
  const balance = `${formatCents(mail.outstandingCents)} CAD`;
  return compose({
    subject: `Payment voided: ${amount} (receipt ${payment.receipt})`,
    preheader: `A payment of ${amount} recorded on ${formatLongDate(payment.paidOn)} was voided. Balance now owing: ${balance}.`,
    heading: "A payment was voided",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `${business.name} voided a payment recorded on your contract. Receipt ${payment.receipt} no longer counts towards what you have paid.`,
      ),
      details([
        ["Receipt voided", payment.receipt],
        ["Amount", amount],
        ["Date recorded as received", formatLongDate(payment.paidOn)],
        ["Reason", mail.reason],
        ["Quote reference", contract.quoteNumber],
        ["Total paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Balance now owing", balance],
      ]),
      note(`Questions about this correction? Call ${business.phoneDisplay} or reply to this e-mail.`),
      ...(contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []),
    ],
  });
}
