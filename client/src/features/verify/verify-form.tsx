/**
 * Checks a signed contract PDF: the visitor chooses the file (or drops it on the box), it is sent to
 * /api/verify as it is, and the answer is said in plain words in a status region that screen readers
 * announce. Nothing is kept: choosing another file checks that one.
 */
import { useState, type DragEvent, type ReactNode } from "react";
import type { PdfVerdictView } from "@shared/api/responses";
import { verifyLimits } from "@shared/business";
import { verifyContractPdf } from "@/api/verify";
import { Field, controlClasses } from "@/components/ui/field";
import { ContactLinks, StatePanel } from "@/components/ui/panels";
import { ApiError } from "@/lib/api";
import { formatTorontoDateTime } from "@/lib/format";
import { useHydrated } from "@/lib/use-hydrated";

type CheckState =
  | { step: "idle" }
  | { step: "checking"; fileName: string }
  | { step: "done"; fileName: string; verdict: PdfVerdictView }
  | { step: "failed"; fileName: string; message: string };

const maxMegabytes = verifyLimits.maxPdfBytes / (1024 * 1024);

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 413) return `This file is too large to be a signed contract (the limit is ${maxMegabytes} MB).`;
  if (error instanceof ApiError && error.status === 429)
    return "Too many files were checked from this connection. Please try again in a few minutes.";
  return "The file could not be checked just now. Please check your connection and try again.";
}

/** Said under the verdict when the file was not read to its end (it holds more than ours ever do). */
const limitNotes = {
  "too-many-signatures": `It holds more signatures than a contract of ours ever carries: only the first ${verifyLimits.maxSignatures} were read.`,
  "too-many-byte-ranges": `It holds more signature ranges than a contract of ours ever carries: only the first ${verifyLimits.maxByteRanges} were read.`,
} as const;

function LimitNote({ verdict }: { verdict: PdfVerdictView }) {
  if (verdict.status === "verified" || !verdict.reason) return null;
  return <p className="mt-2 text-sm text-stone-600">{limitNotes[verdict.reason]}</p>;
}

function Verdict({ fileName, verdict }: { fileName: string; verdict: PdfVerdictView }) {
  const file = <span className="wrap-anywhere font-semibold">{fileName}</span>;
  if (verdict.status === "verified") {
    const { contract } = verdict;
    return (
      <StatePanel tone="success" icon="check" title="Signed through Forma Concrete and unchanged">
        <p data-testid="verify-verdict" data-status="verified">
          This is a contract signed through Forma Concrete and it has not been changed since it was signed: signed by{" "}
          <strong className="font-semibold text-stone-950">{contract.signerName}</strong> on {formatTorontoDateTime(contract.signedAt)} (Toronto
          time), quote <span className="break-all font-mono text-sm">{contract.quoteId}</span>.
        </p>
        <p className="mt-2 text-sm text-stone-600">Checked: {file}</p>
      </StatePanel>
    );
  }
  if (verdict.status === "modified") {
    return (
      <StatePanel tone="danger" icon="alert" title="Changed since it was signed">
        <p data-testid="verify-verdict" data-status="modified">
          This file has been changed since it was signed. It carries our signature, but its content is no longer what was signed. Ask the sender for
          the original, or ask us for a copy: <ContactLinks />
        </p>
        <LimitNote verdict={verdict} />
        <p className="mt-2 text-sm text-stone-600">Checked: {file}</p>
      </StatePanel>
    );
  }
  return (
    <StatePanel tone="warning" icon="cross" title="Not one of our signed contracts">
      <p data-testid="verify-verdict" data-status="not-ours">
        This is not a contract signed through Forma Concrete. If you expected one, ask the sender for the PDF they received from us, or contact us:{" "}
        <ContactLinks />
      </p>
      <LimitNote verdict={verdict} />
      <p className="mt-2 text-sm text-stone-600">Checked: {file}</p>
    </StatePanel>
  );
}

export default function VerifyForm() {
  const hydrated = useHydrated();
  const [state, setState] = useState<CheckState>({ step: "idle" });
  const [dragging, setDragging] = useState(false);

  async function check(file: File) {
    if (file.size > verifyLimits.maxPdfBytes) {
      setState({ step: "failed", fileName: file.name, message: `This file is too large to be a signed contract (the limit is ${maxMegabytes} MB).` });
      return;
    }
    setState({ step: "checking", fileName: file.name });
    try {
      setState({ step: "done", fileName: file.name, verdict: await verifyContractPdf(file) });
    } catch (error) {
      setState({ step: "failed", fileName: file.name, message: failureMessage(error) });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && hydrated) void check(file);
  }

  let result: ReactNode = null;
  if (state.step === "checking") result = <p className="text-stone-700">Checking {state.fileName}…</p>;
  if (state.step === "done") result = <Verdict fileName={state.fileName} verdict={state.verdict} />;
  if (state.step === "failed") {
    result = (
      <StatePanel tone="danger" icon="alert" title="The file could not be checked">
        <p data-testid="verify-verdict" data-status="failed">
          {state.message}
        </p>
      </StatePanel>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-2xl border-2 border-dashed p-5 transition-colors sm:p-8 ${dragging ? "border-gold bg-gold/10" : "border-stone-300 bg-white"}`}
      >
        <p className="mb-4 text-stone-700">Drop the PDF here, or choose it below. The file is checked and then forgotten: it is not stored.</p>
        <Field label="Signed contract (PDF)" hint={`A PDF of at most ${maxMegabytes} MB.`}>
          <input
            type="file"
            name="contract"
            accept="application/pdf,.pdf"
            disabled={!hydrated || state.step === "checking"}
            className={`${controlClasses} file:mr-4 file:rounded-md file:border-0 file:bg-stone-950 file:px-4 file:py-2 file:font-semibold file:text-white`}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void check(file);
            }}
          />
        </Field>
      </div>
      <div role="status" aria-live="polite" aria-busy={state.step === "checking"}>
        {result}
      </div>
    </div>
  );
}
