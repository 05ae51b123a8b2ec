import { useState, type FormEvent } from "react";
import { safeParse } from "zod/mini";
import type { PaymentSummaryAnswer } from "@shared/api/responses";
import { centsToAmountText, formatCents } from "@shared/money";
import { paymentKindLabels, paymentKindOptions, paymentMethodLabels, paymentMethodOptions } from "@shared/payment-rules";
import { torontoDate } from "@shared/quote-rules";
import type { PaymentKind, PaymentMethod } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useRecordPayment } from "./mutations";
import { paymentFormSchema } from "./payment-form-schema";

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
};

export function RecordPaymentForm({ contractId, summary }: Props) {
  const [draft, setDraft] = useState<Draft>(() => nextPayment(summary));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));

  const record = useRecordPayment(contractId, {
    onSuccess: (answer, input) => {
      setDraft(nextPayment(answer));
      setErrors({});
      toast({
        title: "Payment recorded",
        description: `${formatCents(answer.payments.at(-1)?.amountCents ?? 0)} ${paymentKindLabels[input.kind].toLowerCase()}. A receipt is on its way to the client.`,
        variant: "success",
      });
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Not recorded", description: message ?? "The payment could not be saved. Please try again.", variant: "destructive" });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = safeParse(paymentFormSchema, draft);
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
