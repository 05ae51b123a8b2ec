/**
 * The warranty of a completed job: the certificate with its number, term and PDF once issued; until
 * then what it waits for (the balance), with the owner's choice to issue it before payment, which is
 * confirmed first since it is recorded with the owner's name and cannot be taken back short of
 * undoing the completion.
 */
import { useState } from "react";
import { formatCents } from "@shared/money";
import { Button, ExternalButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast-store";
import { useIssueWarranty, type CompletionAnswer, type WarrantyCertificate } from "@/api/completion";
import { ApiError } from "@/lib/api";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";

/** The certificate's own term, from its days: the owner's current text may give another number of years since. */
const termYears = (certificate: WarrantyCertificate) => Number(certificate.endsOn.slice(0, 4)) - Number(certificate.startsOn.slice(0, 4));

function IssuedCertificate({ certificate }: { certificate: WarrantyCertificate }) {
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5" data-testid="warranty-certificate">
      <div className="flex flex-col gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-emerald-900">{termYears(certificate)}-year workmanship warranty</p>
          <p className="mt-0.5 text-xl font-extrabold tracking-tight text-stone-950 tabular-nums">{certificate.number}</p>
          <p className="mt-1 text-stone-800">
            From {formatCalendarDate(certificate.startsOn)} to {formatCalendarDate(certificate.endsOn)}
          </p>
          <p className="mt-1 text-sm text-stone-600">Issued {formatTorontoDateTime(certificate.issuedAt)}</p>
        </div>
        <ExternalButton href={certificate.pdfUrl} download variant="outline" size="sm" className="self-start">
          Download certificate (PDF)
        </ExternalButton>
      </div>
      {certificate.issuedBeforePaymentBy && (
        <p className="mt-3 border-t border-emerald-200 pt-3 text-sm text-stone-700 wrap-anywhere">
          Issued before the balance was paid, by {certificate.issuedBeforePaymentBy}.
        </p>
      )}
    </div>
  );
}

function IssueBeforePaymentDialog({
  contractId,
  open,
  outstandingCents,
  years,
  onClose,
}: {
  contractId: string;
  open: boolean;
  outstandingCents: number;
  years: number;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const issue = useIssueWarranty(contractId, {
    onSuccess: (answer) => {
      close();
      toast({
        title: "Certificate issued",
        description: answer.certificate ? `Warranty ${answer.certificate.number} is e-mailed to the client.` : undefined,
        variant: "success",
      });
    },
    onError: (failure) => {
      const message = failure instanceof ApiError ? failure.serverMessage : undefined;
      setError(message ?? "The certificate could not be issued. Please try again.");
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title="Issue the certificate before payment?"
      description={`The client is e-mailed the ${years}-year warranty certificate now, while ${formatCents(outstandingCents)} is still owed. The certificate and the job's history record that you issued it before payment.`}
    >
      {error && (
        <p role="alert" className="mb-5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button variant="dark" disabled={issue.isPending} onClick={() => issue.mutate(true)}>
          {issue.isPending ? "Issuing…" : "Issue the certificate"}
        </Button>
      </div>
    </Dialog>
  );
}

/** The certificate once issued; until then what it waits for and how to issue it anyway. */
export function WarrantyStatus({ contractId, answer }: { contractId: string; answer: CompletionAnswer }) {
  const [confirming, setConfirming] = useState(false);
  // Paid in full without a certificate happens only when issuing failed on the way: issuing again is safe.
  const retry = useIssueWarranty(contractId, {
    onError: (failure) =>
      toast({
        title: "Not issued",
        description: failure instanceof ApiError ? (failure.serverMessage ?? "Please try again.") : "Please try again.",
        variant: "destructive",
      }),
  });
  const { certificate, outstandingCents, warrantyYears } = answer;
  if (certificate) return <IssuedCertificate certificate={certificate} />;
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5">
      {outstandingCents > 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-800">
            The certificate is issued when the balance of <strong className="font-semibold tabular-nums">{formatCents(outstandingCents)}</strong> is
            paid.
          </p>
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Issue now, before payment
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-stone-800">Paid in full: the certificate has not been issued yet.</p>
          <Button variant="dark" size="sm" disabled={retry.isPending} onClick={() => retry.mutate(false)}>
            {retry.isPending ? "Issuing…" : "Issue the certificate"}
          </Button>
        </div>
      )}
      <IssueBeforePaymentDialog
        contractId={contractId}
        open={confirming}
        outstandingCents={outstandingCents}
        years={warrantyYears}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
