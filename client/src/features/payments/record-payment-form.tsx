import type { PaymentSummaryAnswer } from "@shared/api/responses";
import { centsToAmountText, formatCents } from "@shared/money";
import { paymentKindLabels, paymentKindOptions, paymentMethodLabels, paymentMethodOptions } from "@shared/payment-rules";
import { torontoDate } from "@shared/quote-rules";
import type { PaymentKind, PaymentMethod } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { messagesOnSubmit, useZodForm } from "@/lib/use-zod-form";
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

const fields = ["kind", "amount", "method", "paidOn", "reference"] as const;

type Props = {
  contractId: string;
  summary: PaymentSummaryAnswer;
};

export function RecordPaymentForm({ contractId, summary }: Props) {
  const form = useZodForm(paymentFormSchema, { ...messagesOnSubmit, defaultValues: nextPayment(summary) });
  const errors = form.formState.errors;

  const record = useRecordPayment(contractId, {
    onSuccess: (answer, input) => {
      form.reset(nextPayment(answer));
      toast({
        title: "Payment recorded",
        description: `${formatCents(answer.payments.at(-1)?.amountCents ?? 0)} ${paymentKindLabels[input.kind].toLowerCase()}. A receipt is on its way to the client.`,
        variant: "success",
      });
    },
    onError: (error) => {
      showFieldErrors(form, fieldErrorsOf(error), fields, { focus: false });
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Not recorded", description: message ?? "The payment could not be saved. Please try again.", variant: "destructive" });
    },
  });

  const submit = form.handleSubmit((payment) => record.mutate(payment));

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Payment type" error={errors.kind?.message}>
        <select className={controlClasses} {...form.register("kind")}>
          <SelectOptions values={paymentKindOptions} labels={paymentKindLabels} />
        </select>
      </Field>
      <Field label="Amount ($)" error={errors.amount?.message} hint={`Still owing: ${formatCents(summary.outstandingCents)}`} required>
        <input className={controlClasses} inputMode="decimal" autoComplete="off" {...form.register("amount")} />
      </Field>
      <Field label="Method" error={errors.method?.message}>
        <select className={controlClasses} {...form.register("method")}>
          <SelectOptions values={paymentMethodOptions} labels={paymentMethodLabels} />
        </select>
      </Field>
      <Field label="Date received" error={errors.paidOn?.message} required>
        <input type="date" className={controlClasses} max={torontoDate(new Date())} {...form.register("paidOn")} />
      </Field>
      <Field label="Reference (optional)" error={errors.reference?.message} hint="e-Transfer reference or cheque number" className="sm:col-span-2">
        <input className={controlClasses} maxLength={100} autoComplete="off" {...form.register("reference")} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="dark" disabled={record.isPending} className="w-full sm:w-auto">
          {record.isPending ? "Saving..." : "Record payment"}
        </Button>
      </div>
    </form>
  );
}
