import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { safeParse } from "zod/mini";
import type { PaymentSummaryAnswer } from "@shared/api/responses";
import { centsToAmountText, formatCents } from "@shared/money";
import { paymentInputSchema, paymentKindLabels, paymentKindOptions, paymentMethodLabels, paymentMethodOptions } from "@shared/payment-rules";
import { torontoDate } from "@shared/quote-rules";
import type { PaymentKind, PaymentMethod } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { paymentKeys, recordPayment } from "@/api/payments";
import { ApiError } from "@/lib/api";

type Draft = { kind: PaymentKind; amount: string; method: PaymentMethod; paidOn: string; reference: string };

/** What is most likely being paid next: the deposit while nothing is paid, else the balance. */
function nextPayment(summary: PaymentSummaryAnswer): Draft {
  const first = summary.collectedCents === 0;
  const cents = first ? Math.min(summary.depositCents, summary.outstandingCents) : summary.outstandingCents;
  return {
    kind: first ? "deposit" : "balance",
    amount: centsToAmountText(cents),
    method: "etransfer",
    paidOn: torontoDate(new Date()),
    reference: "",
  };
}

type Props = {
  contractId: string;
  summary: PaymentSummaryAnswer;
  /** Handles a 401 (the page signs out); true when it did, so nothing else is shown. */
  onUnauthorized: (error: unknown) => boolean;
};

export function RecordPaymentForm({ contractId, summary, onUnauthorized }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => nextPayment(summary));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));

  const record = useMutation({
    mutationFn: (input: Draft) => recordPayment(contractId, input),
    onSuccess: (answer, input) => {
      queryClient.setQueryData(paymentKeys.contract(contractId), answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.summary() });
      setDraft(nextPayment(answer));
      setErrors({});
      toast({
        title: "Payment recorded",
        description: `${formatCents(answer.payments.at(-1)?.amountCents ?? 0)} ${paymentKindLabels[input.kind].toLowerCase()}. A receipt is on its way to the client.`,
        variant: "success",
      });
    },
    onError: (error) => {
      if (onUnauthorized(error)) return;
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Not recorded", description: message ?? "The payment could not be saved. Please try again.", variant: "destructive" });
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = safeParse(paymentInputSchema, draft);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    record.mutate(draft);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Payment type" error={errors.kind}>
        <select className={controlClasses} value={draft.kind} onChange={set("kind")}>
          {paymentKindOptions.map((kind) => (
            <option key={kind} value={kind}>
              {paymentKindLabels[kind]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Amount ($)" error={errors.amount} hint={`Still owing: ${formatCents(summary.outstandingCents)}`} required>
        <input className={controlClasses} inputMode="decimal" autoComplete="off" value={draft.amount} onChange={set("amount")} />
      </Field>
      <Field label="Method" error={errors.method}>
        <select className={controlClasses} value={draft.method} onChange={set("method")}>
          {paymentMethodOptions.map((method) => (
            <option key={method} value={method}>
              {paymentMethodLabels[method]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Date received" error={errors.paidOn} required>
        <input type="date" className={controlClasses} max={torontoDate(new Date())} value={draft.paidOn} onChange={set("paidOn")} />
      </Field>
      <Field label="Reference (optional)" error={errors.reference} hint="e-Transfer reference or cheque number" className="sm:col-span-2">
        <input className={controlClasses} maxLength={100} autoComplete="off" value={draft.reference} onChange={set("reference")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="dark" disabled={record.isPending} className="w-full sm:w-auto">
          {record.isPending ? "Saving..." : "Record payment"}
        </Button>
      </div>
    </form>
  );
}
