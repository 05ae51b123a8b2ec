/**
 * Change-order e-mails: the client is asked to review and sign one; both sides get word once it is
 * signed (the signed PDF behind a link); the business hears when the client declines.
 */
import { business } from "../../../shared/business";
import { changeOrderReasonLabels, changeOrderTotals } from "../../../shared/change-orders/rules";
import { formatHumanDate } from "../../../shared/human-dates";
import { formatSignedCents } from "../../../shared/money";
import type { ChangeOrder } from "../../../shared/schema";
import { formatTorontoDateTime } from "../../toronto-time";
import { absoluteUrl, adminContractUrl, type MailSettings } from "../../mail/settings";
import { amounts, button, compose, details, note, paragraph, type AmountRow, type RenderedEmail } from "../../mail/compose";

type ContractFacts = { id: string; clientName: string; projectAddress: string; quoteNumber: string | null };
type ContractSum = { rows: { label: string; totalCents: number }[]; revisedTotalCents: number };

export type ChangeOrderMail = { order: ChangeOrder; contract: ContractFacts; contractSum: ContractSum };

const numberOf = (order: ChangeOrder) => `CO-${order.sequence ?? "?"}`;
const pagePath = (order: ChangeOrder) => `/change-orders/${order.linkToken ?? ""}`;

function sumRows(sum: ContractSum): AmountRow[] {
  return [
    ...sum.rows.map((row) => ({ label: row.label, amount: formatSignedCents(row.totalCents) })),
    { label: "Revised contract sum", amount: formatSignedCents(sum.revisedTotalCents), strong: true },
  ];
}

export function changeOrderForReviewEmail({ order, contract, contractSum }: ChangeOrderMail, settings: MailSettings): RenderedEmail {
  const totals = changeOrderTotals(order.lines);
  const number = numberOf(order);
  const change = totals.totalCents < 0 ? `a credit of ${formatSignedCents(-totals.totalCents)}` : `${formatSignedCents(totals.totalCents)}`;
  return compose({
    subject: `Change order ${number} for your review`,
    preheader: `${number} to your contract at ${contract.projectAddress}: ${change}, HST included. Please read and sign it by ${order.expiresOn ? formatHumanDate(order.expiresOn) : "its last day"}.`,
    heading: `Change order ${number} for your review`,
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `The work at ${contract.projectAddress} needs a change to your contract. Nothing changes until you sign it; all other terms of the contract stay as they are.`,
      ),
      details([
        ["Why", changeOrderReasonLabels[order.reason]],
        ["What changes", order.summary],
        ["This change", `${formatSignedCents(totals.totalCents)} (HST included)`],
        ["Sign by", order.expiresOn ? formatHumanDate(order.expiresOn) : null],
      ]),
      amounts(sumRows(contractSum), { boxed: true }),
      button("Read and sign the change order", absoluteUrl(settings, pagePath(order))),
      note(`Questions? Call ${business.phoneDisplay} or reply to this e-mail.`),
    ],
  });
}

export function changeOrderSignedForClient({ order, contract, contractSum }: ChangeOrderMail, settings: MailSettings): RenderedEmail {
  const number = numberOf(order);
  return compose({
    subject: `Change order ${number} signed`,
    preheader: `Your signed copy of change order ${number} is ready. Revised contract sum ${formatSignedCents(contractSum.revisedTotalCents)}.`,
    heading: `Change order ${number} is signed`,
    blocks: [
      paragraph(`Hi ${contract.clientName},`),
      paragraph(
        `Thank you. Change order ${number} to your contract is signed${order.signedAt ? ` (${formatTorontoDateTime(order.signedAt)})` : ""}.`,
      ),
      amounts(sumRows(contractSum), { boxed: true }),
      button("Download the signed change order (PDF)", absoluteUrl(settings, `/api/change-order-links/${order.linkToken ?? ""}/pdf`)),
      note("Keep this copy with your contract. You can check that it is genuine at any time on our website's Verify page."),
    ],
  });
}

export function changeOrderSignedForBusiness({ order, contract, contractSum }: ChangeOrderMail, settings: MailSettings): RenderedEmail {
  const number = numberOf(order);
  return compose({
    subject: `Signed: change order ${number} (${contract.clientName})`,
    preheader: `${contract.clientName} signed ${number}: ${formatSignedCents(order.totalCents)}. Revised contract sum ${formatSignedCents(contractSum.revisedTotalCents)}.`,
    heading: `${contract.clientName} signed change order ${number}`,
    blocks: [
      details([
        ["Client", contract.clientName],
        ["Property", contract.projectAddress],
        ["Signed", order.signedAt ? formatTorontoDateTime(order.signedAt) : null],
        ["Signed", order.signingContext === "in_person" ? "In person, on your device" : "On the client's link"],
      ]),
      amounts(sumRows(contractSum), { boxed: true }),
      paragraph("Does this change the schedule? Add a visit or move the pour from the contract's job."),
      button("Open the contract", adminContractUrl(settings, contract.id)),
    ],
  });
}

export function changeOrderDeclinedForBusiness({ order, contract }: ChangeOrderMail, settings: MailSettings): RenderedEmail {
  const number = numberOf(order);
  return compose({
    subject: `Declined: change order ${number} (${contract.clientName})`,
    preheader: `${contract.clientName} declined ${number}.${order.declineMessage ? ` "${order.declineMessage}"` : ""}`,
    heading: `${contract.clientName} declined change order ${number}`,
    blocks: [
      details([
        ["Client", contract.clientName],
        ["Property", contract.projectAddress],
        ["Their message", order.declineMessage ?? "(none)"],
      ]),
      paragraph("The contract is unchanged. You may call the client and, if you agree on something else, send a new change order."),
      button("Open the contract", adminContractUrl(settings, contract.id)),
    ],
  });
}
