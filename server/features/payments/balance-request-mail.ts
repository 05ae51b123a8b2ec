/**
 * The client is asked for the balance of their contract: the amount still owed (after every payment
 * that was not voided) and how to pay it, with the same e-Transfer instructions as the deposit's.
 */
import { business } from "../../../shared/business";
import { formatCents } from "../../../shared/money";
import { confirmationUrl, type MailSettings } from "../../mail/settings";
import { compose, details, links, note, paragraph, type RenderedEmail } from "../../mail/compose";

export type BalanceRequestMail = {
  contract: { clientName: string; quoteNumber: string | null; linkToken: string | null };
  totalCents: number;
  collectedCents: number;
  outstandingCents: number;
};

export function balanceRequestEmail(mail: BalanceRequestMail, settings: MailSettings): RenderedEmail {
  const { contract } = mail;
  const due = `${formatCents(mail.outstandingCents)} CAD`;
  const reference = contract.quoteNumber ?? "";
  return compose({
    subject: `Balance due: ${due} (${reference})`,
    preheader: `The balance of ${due} on your contract is due. Pay by Interac e-Transfer to ${settings.etransferEmail} with the reference ${reference}.`,
    heading: "Your balance is due",
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(`Thank you for choosing ${business.name}. This is a request for the balance still owed on your contract.`),
      details([
        ["Balance due", due],
        ["Contract price", `${formatCents(mail.totalCents)} CAD`],
        ["Paid so far", `${formatCents(mail.collectedCents)} CAD`],
        ["Quote reference", reference],
      ]),
      paragraph(
        `How to pay: by Interac e-Transfer to ${settings.etransferEmail} with the reference ${reference}, or by cash or cheque. ` +
          "Please include the reference so we can match your payment.",
      ),
      note(`Questions about your balance? Call ${business.phoneDisplay} or reply to this e-mail.`),
      ...(contract.linkToken ? [links([{ label: "Your contract", href: confirmationUrl(settings, contract.linkToken) }])] : []),
    ],
  });
}
