/**
 * The client's receipt for a payment recorded against their contract: its number, the HST included
 * in the amount with the business's HST registration number, what is paid and what remains.
 */
import { business, salesTax } from "../../../shared/business";
import { formatCents } from "../../../shared/money";
import { paymentKindLabels, paymentMethodLabels } from "../../../shared/payment-rules";
import type { Payment } from "../../../shared/schema";
import { formatLongDate } from "../../toronto-time";
import { confirmationUrl, type MailSettings } from "../../mail/settings";
import { compose, details, links, note, paragraph, type RenderedEmail } from "../../mail/compose";

export type PaymentReceiptMail = {
  /** The quote's number and current link (null only if the quote were ever missing). */
  contract: { clientName: string; quoteNumber: string | null; linkToken: string | null };
  payment: Pick<Payment, "kind" | "amountCents" | "method" | "paidOn" | "reference"> & {
    /** "R-0001". */
    receipt: string;
    /** The HST included in the amount (shared/receipts.ts). */
    hstCents: number;
  };
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
};

export function paymentReceiptEmail(mail: PaymentReceiptMail, settings: MailSettings): RenderedEmail {
  const { contract, payment } = mail;
  const amount = `${formatCents(payment.amountCents)} CAD`;
  const reference = contract.quoteNumber ?? "";
  const paidInFull = mail.outstandingCents === 0;
  return compose({
    subject: `Payment received: ${amount} (${reference}), receipt ${payment.receipt}`,
    preheader: `We received your ${paymentKindLabels[payment.kind].toLowerCase()} payment of ${amount}. ${
      paidInFull ? "Your contract is paid in full." : `Balance remaining: ${formatCents(mail.outstandingCents)}.`
    }`,
    heading: "Thank you for your payment",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(`${business.name} received your payment. Please keep this e-mail as your receipt.`),
      details([
        ["Receipt number", payment.receipt],
        ["Amount", amount],
        [`${salesTax.name} included`, `${formatCents(payment.hstCents)} CAD`],
        [`${salesTax.name} registration number`, salesTax.registrationNumber],
        ["Payment", paymentKindLabels[payment.kind]],
        ["Method", paymentMethodLabels[payment.method]],
        ["Date", formatLongDate(payment.paidOn)],
        ["Payment reference", payment.reference],
        ["Quote reference", reference],
        ["Contract price", `${formatCents(mail.totalCents)} CAD`],
        ["Total paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Balance remaining", `${formatCents(mail.outstandingCents)} CAD`],
      ]),
      note(
        paidInFull
          ? `Your contract is paid in full. Thank you for choosing ${business.name}.`
          : `Questions about your balance? Call ${business.phoneDisplay} or reply to this e-mail.`,
      ),
      ...(contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []),
    ],
  });
}
