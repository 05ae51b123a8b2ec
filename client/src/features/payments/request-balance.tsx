/**
 * "E-mail the balance request": sends the client what their contract still owes with the e-Transfer
 * instructions. The button waits for the answer (a second click while it is sent does nothing) and
 * the server refuses another request within a minute, so a double click sends one e-mail.
 */
import type { PaymentSummaryAnswer } from "@shared/api/responses";
import { formatCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useRequestBalance } from "./mutations";

export function RequestBalance({ contractId, summary }: { contractId: string; summary: PaymentSummaryAnswer }) {
  const request = useRequestBalance(contractId, {
    onSuccess: (answer) =>
      toast({ title: "Balance requested", description: `${formatCents(answer.amountCents)} asked of ${answer.to}.`, variant: "success" }),
    onError: (error) =>
      toast({
        title: "Not sent",
        description: (error instanceof ApiError ? error.serverMessage : undefined) ?? "The request could not be sent. Please try again.",
        variant: "destructive",
      }),
  });
  if (summary.outstandingCents === 0) return <p className="mt-2 text-stone-700">Nothing is owing, so there is no balance to ask for.</p>;
  return (
    <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-stone-600">
        E-mails the client the {formatCents(summary.outstandingCents)} still owing, with the e-Transfer instructions.
      </p>
      <Button variant="outline" className="shrink-0" disabled={request.isPending} onClick={() => request.mutate()}>
        {request.isPending ? "Sending…" : "E-mail the balance request"}
      </Button>
    </div>
  );
}
