/** Payments on signed contracts and the dashboard's money figures, as the admin's browser reads them. */
import { queryOptions } from "@tanstack/react-query";
import type { PaymentInput, VoidPaymentInput } from "@shared/payment-rules";
import { api, endpointUrl } from "./endpoint";
import { adminReads } from "./admin-reads";

export const paymentKeys = {
  contract: (contractId: string) => ["contracts", contractId, "payments"] as const,
  summary: () => ["admin", "summary"] as const,
};

export const contractPaymentsQuery = (contractId: string) =>
  queryOptions({
    queryKey: paymentKeys.contract(contractId),
    queryFn: () => api.listPayments({ params: { id: contractId } }),
    ...adminReads,
  });

export const recordPayment = (contractId: string, payment: PaymentInput) => api.recordPayment({ params: { id: contractId }, body: payment });

/** Voids a payment recorded by mistake; the answer is its contract's new payment summary. */
export const voidPayment = (paymentId: string, input: VoidPaymentInput) => api.voidPayment({ params: { id: paymentId }, body: input });

/** E-mails the client the balance still owed. */
export const requestBalance = (contractId: string) => api.requestBalance({ params: { id: contractId } });

export const adminSummaryQuery = () => queryOptions({ queryKey: paymentKeys.summary(), queryFn: () => api.getAdminSummary(), ...adminReads });

/** The CSV downloads (the admin's session cookie goes with a plain link). */
export const exportLinks = [
  { href: endpointUrl("exportLeads"), label: "Leads" },
  { href: endpointUrl("exportQuotes"), label: "Quotes" },
  { href: endpointUrl("exportContracts"), label: "Contracts and payments" },
  { href: endpointUrl("exportPayments"), label: "Payments and receipts" },
] as const;

export const adminContractPath = (contractId: string) => `/admin/contracts/${contractId}`;
