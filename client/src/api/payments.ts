/** Payments on signed contracts and the dashboard's money figures, as the admin's browser reads them. */
import { queryOptions } from "@tanstack/react-query";
import type { AdminSummaryAnswer, BalanceRequestAnswer, PaymentSummaryAnswer } from "@shared/api/responses";
import type { PaymentInput, VoidPaymentInput } from "@shared/payment-rules";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

export const paymentKeys = {
  contract: (contractId: string) => ["contracts", contractId, "payments"] as const,
  summary: () => ["admin", "summary"] as const,
};

const paymentsPath = (contractId: string) => `/api/contracts/${encodeURIComponent(contractId)}/payments`;

export const contractPaymentsQuery = (contractId: string) =>
  queryOptions({
    queryKey: paymentKeys.contract(contractId),
    queryFn: () => getAnswer<PaymentSummaryAnswer>(paymentsPath(contractId)),
    ...adminReads,
  });

export const recordPayment = (contractId: string, payment: PaymentInput) =>
  sendForAnswer<PaymentSummaryAnswer>("POST", paymentsPath(contractId), payment);

/** Voids a payment recorded by mistake; the answer is its contract's new payment summary. */
export const voidPayment = (paymentId: string, input: VoidPaymentInput) =>
  sendForAnswer<PaymentSummaryAnswer>("POST", `/api/payments/${encodeURIComponent(paymentId)}/void`, input);

/** E-mails the client the balance still owed. */
export const requestBalance = (contractId: string) =>
  sendForAnswer<BalanceRequestAnswer>("POST", `/api/contracts/${encodeURIComponent(contractId)}/balance-request`);

export const adminSummaryQuery = () =>
  queryOptions({ queryKey: paymentKeys.summary(), queryFn: () => getAnswer<AdminSummaryAnswer>("/api/admin/summary"), ...adminReads });

/** The CSV downloads (the admin's session cookie goes with a plain link). */
export const exportLinks = [
  { href: "/api/exports/leads.csv", label: "Leads" },
  { href: "/api/exports/quotes.csv", label: "Quotes" },
  { href: "/api/exports/contracts.csv", label: "Contracts and payments" },
  { href: "/api/exports/payments.csv", label: "Payments and receipts" },
] as const;

export const adminContractPath = (contractId: string) => `/admin/contracts/${contractId}`;
