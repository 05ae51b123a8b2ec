/**
 * Checks a signed contract PDF, or one of its change orders: the visitor chooses the file (or drops
 * it on the box), it is sent to /api/verify as it is, and the answer is said in plain words in a
 * status region that screen readers announce, with the contract's signed documents in order when it
 * has more than one. Nothing is kept: choosing another file checks that one.
 */
import { useState, type DragEvent, type ReactNode } from "react";
import type { PdfVerdictView } from "@shared/api/responses";
import { verifyLimits } from "@shared/business";
import { verifyContractPdf } from "@/api/verify";
import { Field, controlClasses } from "@/components/ui/field";
import { ContactLinks, StatePanel } from "@/components/ui/panels";
import { ApiError } from "@/lib/api";
import { formatTorontoDate, formatTorontoDateTime } from "@/lib/format";
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

type VerifiedVerdict = Extract<PdfVerdictView, { status: "verified" }>;

/** "3f2a9c41…e81b04a2": enough of a SHA-256 to tell the files apart at a glance. */
const shortHash = (sha256: string) => `${sha256.slice(0, 8)}…${sha256.slice(-8)}`;

/** The chain's label of the checked file, as the server names it ("Contract", "Change order CO-2"). */
function ownLabel(document: VerifiedVerdict["document"]): string | null {
  if (document.kind === "contract") return "Contract";
  return document.kind === "change-order" && document.number ? `Change order ${document.number}` : null;
}

/**
 * The contract and its signed change orders in order, each verifiable on its own: its signing date
 * and its PDF's SHA-256 (shortened, the whole value a press away), the checked file marked.
 */
function Chain({ verdict }: { verdict: VerifiedVerdict }) {
  const own = ownLabel(verdict.document);
  return (
    <div className="mt-5">
      <h3 className="font-bold text-stone-950">The contract's signed documents, in order</h3>
      <ol className="mt-3 flex flex-col overflow-hidden rounded-xl border border-emerald-200 bg-white" data-testid="verify-chain">
        {verdict.chain.map((link, index) => {
          const current = link.label === own;
          return (
            <li
              key={link.sha256}
              aria-current={current ? "true" : undefined}
              className={`flex gap-3 p-3 sm:gap-4 sm:p-4 ${index > 0 ? "border-t border-emerald-200" : ""} ${current ? "bg-emerald-100/60" : ""}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${current ? "bg-emerald-800 text-white" : "bg-stone-100 text-stone-700"}`}
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold text-stone-950">{link.label}</span>
                  {current && (
                    <span className="inline-flex items-center rounded-full bg-emerald-800 px-2 py-0.5 text-xs font-semibold text-white">
                      This file
                    </span>
                  )}
                </p>
                <p className="text-sm text-stone-700">Signed {formatTorontoDate(link.signedAt)}</p>
                <details className="group mt-1 text-sm text-stone-700">
                  <summary className="cursor-pointer select-none rounded font-medium text-stone-800 hover:text-stone-950">
                    SHA-256 <code className="font-mono text-[13px]">{shortHash(link.sha256)}</code>
                  </summary>
                  <code className="mt-1 block break-all rounded-md bg-stone-100 px-2 py-1.5 font-mono text-[13px] text-stone-900">{link.sha256}</code>
                </details>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Which signed document the file is, in words; the contract's own wording is the one people know. */
function VerifiedDocument({ verdict }: { verdict: VerifiedVerdict }) {
  const { contract, document } = verdict;
  const signer = (name: string) => <strong className="font-semibold text-stone-950">{name}</strong>;
  if (document.kind === "contract") {
    return (
      <p data-testid="verify-verdict" data-status="verified">
        This is a contract signed through Forma Concrete and it has not been changed since it was signed: signed by {signer(contract.signerName)} on{" "}
        {formatTorontoDateTime(contract.signedAt)} (Toronto time), quote <span className="break-all font-mono text-sm">{contract.quoteId}</span>.
      </p>
    );
  }
  const name = document.kind === "change-order" ? `Change order ${document.number ?? ""}` : `Warranty certificate ${document.number ?? ""}`;
  return (
    <>
      <p data-testid="verify-verdict" data-status="verified" data-kind={document.kind}>
        <strong className="font-semibold text-stone-950">{name.trim()}</strong> {document.kind === "change-order" ? "to" : "for"} the contract signed
        by {signer(contract.signerName)} on {formatTorontoDate(contract.signedAt)}.
      </p>
      <p className="mt-2">
        {document.kind === "change-order" ? (
          <>
            Signed by {signer(document.signerName)} on {formatTorontoDateTime(document.signedAt)} (Toronto time), and not changed since.
          </>
        ) : (
          <>Issued by Forma Concrete on {formatTorontoDateTime(document.signedAt)} (Toronto time), and not changed since.</>
        )}
      </p>
      {document.voided && (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          This certificate was voided on {formatTorontoDate(document.voided.at)}: {document.voided.reason}
        </p>
      )}
    </>
  );
}

function Verdict({ fileName, verdict }: { fileName: string; verdict: PdfVerdictView }) {
  const file = <span className="wrap-anywhere font-semibold">{fileName}</span>;
  if (verdict.status === "verified") {
    return (
      <StatePanel tone="success" icon="check" title="Signed through Forma Concrete and unchanged">
        <VerifiedDocument verdict={verdict} />
        {verdict.chain.length > 1 && <Chain verdict={verdict} />}
        <p className="mt-3 text-sm text-stone-600">Checked: {file}</p>
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
