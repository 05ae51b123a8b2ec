/**
 * A change order as the owner writes it: why, what changes in a sentence, the lines that add, remove
 * or credit work, how signing moves the money and how long the client has to sign. The totals follow
 * the typing with changeOrderTotals, the server's own rule. The form is checked by the server alone,
 * so each refusal is its message beside its field ("lines.0.quantity" under that line's quantity).
 * Saving makes (or replaces) a draft; sending is its own step.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import {
  checkContractSumFloor,
  largestSubtotalWithin,
  changeOrderLimits,
  changeOrderLineKindLabels,
  changeOrderLineKinds,
  changeOrderReasonLabels,
  changeOrderReasons,
  changeOrderTotals,
  type ChangeOrderDraftInput,
  type ChangeOrderLineKind,
  type ChangeOrderReason,
} from "@shared/change-orders/rules";
import type { DesignInput } from "@shared/design-catalogue";
import { lineItemUnitLabels, lineItemUnits, type LineItemUnit } from "@shared/line-items";
import { centsToAmountText, formatCents, formatSignedCents } from "@shared/money";
import { Button } from "@/components/ui/button";
import { Field, SelectOptions, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import type { OwnerChangeOrder } from "@/api/change-orders-admin";
import { ApiError } from "@/lib/api";
import { designBodyOf, designDraftOf, emptyDesignDraft, type DesignDraft } from "@/lib/design-draft";
import { ChangeOrderDesignFields } from "./change-order-design-fields";
import { ChangeOrderMoney } from "./change-order-money";
import { useSaveChangeOrder } from "./mutations";

type LineDraft = { key: string; kind: ChangeOrderLineKind; description: string; quantity: string; unit: LineItemUnit; unitPrice: string };
type Draft = {
  reason: ChangeOrderReason | "";
  summary: string;
  lines: LineDraft[];
  paymentKind: "add_to_balance" | "due_on_signing";
  percent: string;
  validDays: string;
  /** "Design change" only: whether this order replaces the signed design, and with what. */
  changesDesign: boolean;
  design: DesignDraft;
};

/** React's key for a line while it is typed: never sent (the server knows lines by position). */
let lineKeys = 0;
const newLineKey = () => `line-${++lineKeys}`;

const blankLine = (): LineDraft => ({ key: newLineKey(), kind: "add", description: "", quantity: "", unit: "each", unitPrice: "" });

/** A description grows with its text, so a long one is read whole while typed. */
function growToFit(textarea: HTMLTextAreaElement | null) {
  if (!textarea) return;
  textarea.style.height = "auto";
  textarea.style.height = `${textarea.scrollHeight + textarea.offsetHeight - textarea.clientHeight}px`;
}

function draftOf(order: OwnerChangeOrder | undefined): Draft {
  if (!order)
    return {
      reason: "",
      summary: "",
      lines: [blankLine()],
      paymentKind: "add_to_balance",
      percent: "",
      validDays: String(changeOrderLimits.defaultValidDays),
      changesDesign: false,
      design: emptyDesignDraft,
    };
  return {
    reason: order.reason,
    summary: order.summary,
    lines: order.lines.map((line) => ({
      key: newLineKey(),
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: centsToAmountText(line.unitPriceCents),
    })),
    paymentKind: order.payment.kind,
    percent: order.payment.kind === "due_on_signing" ? String(order.payment.percent) : "",
    validDays: String(order.validDays),
    changesDesign: order.designInput !== null,
    design: designDraftOf(order.designInput),
  };
}

/** The number typed. An empty or unreadable entry goes as NaN (null in JSON), so the server's own message says what is wanted. */
const wholeNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

function bodyOf(draft: Draft): ChangeOrderDraftInput {
  return {
    reason: draft.reason as ChangeOrderReason,
    summary: draft.summary,
    lines: draft.lines.map(({ key: _key, ...line }) => line),
    payment: draft.paymentKind === "add_to_balance" ? { kind: "add_to_balance" } : { kind: "due_on_signing", percent: wholeNumber(draft.percent) },
    validDays: wholeNumber(draft.validDays),
    // Unchecked here: the server's schema says what is missing, beside each picker.
    design: draft.reason === "design_change" && draft.changesDesign ? (designBodyOf(draft.design) as DesignInput) : null,
  };
}

/** Server keys this form shows beside a field; any other is listed above the buttons. */
const fieldKeys = /^(reason|summary|validDays|lines|payment|payment\.percent|design\.\w+|lines\.\d+\.(kind|description|quantity|unit|unitPrice))$/;

type Props = {
  contractId: string;
  /** The draft being edited; none for a new order. */
  order?: OwnerChangeOrder;
  /** The contract's sum now, to show what it becomes. */
  revisedTotalCents: number;
  /** What the client has paid: a credit may bring the sum down to this, no lower. */
  paidCents: number;
  onDone: () => void;
};

export function ChangeOrderForm({ contractId, order, revisedTotalCents, paidCents, onDone }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const lineListId = useId();
  const [announcement, setAnnouncement] = useState("");
  const totals = changeOrderTotals(draft.lines);
  // The server refuses a credit below what was paid (422): said while typing, with the largest credit possible.
  const floor = checkContractSumFloor({ revisedBeforeCents: revisedTotalCents, orderTotalCents: totals.totalCents, paidCents });
  const largestCreditCents = Math.max(revisedTotalCents - Math.max(paidCents, 0), 0);

  const save = useSaveChangeOrder(contractId, {
    onSuccess: () => {
      toast({
        title: order ? "Draft saved" : "Change order saved as a draft",
        description: "Check it, then send it: the client signs on their link, or here in person.",
        variant: "success",
      });
      onDone();
    },
    onError: (error) => {
      // 400: the fields refused; 422 CHANGE_ORDER_CREDIT_TOO_LARGE: the credit, said under the lines.
      if (error instanceof ApiError && (error.status === 400 || error.code === "CHANGE_ORDER_CREDIT_TOO_LARGE")) {
        setErrors(error.fieldErrors);
        toast({ title: "Not saved", description: error.serverMessage ?? "Check the highlighted fields.", variant: "destructive" });
        return;
      }
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ title: "Not saved", description: message ?? "The change order could not be saved. Please try again.", variant: "destructive" });
      // Sent, signed or voided meanwhile: this draft is no longer one to edit.
      if (error instanceof ApiError && error.status === 409) onDone();
    },
  });

  // Opened, the form is brought into view with its first field ready.
  useEffect(() => {
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLElement>("select, input, textarea")?.focus({ preventScroll: true });
  }, []);

  // The first field the server refused gets the focus, scrolled into view.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const setLine = (index: number, changes: Partial<LineDraft>) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((line, at) => (at === index ? { ...line, ...changes } : line)) }));

  const addLine = () => {
    setDraft((current) => ({ ...current, lines: [...current.lines, blankLine()] }));
    setAnnouncement(`Line ${draft.lines.length + 1} added.`);
  };
  const removeLine = (index: number) => {
    setDraft((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }));
    // The server's line keys count positions: after a removal they would name the wrong lines.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith("lines."))));
    setAnnouncement(`Line ${index + 1} removed.`);
    // The pressed button goes with its line: the focus stays in the list.
    addButton.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate({ id: order?.id, version: order?.version, draft: bodyOf(draft) });
  };

  const otherErrors = Object.entries(errors).filter(([key]) => !fieldKeys.test(key));
  const paymentError = errors.payment;
  const linesError = errors.lines;

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-5 border-t border-stone-200 pt-5"
      data-testid="change-order-form"
    >
      <div>
        <h3 id={headingId} className="text-base font-bold text-stone-950">
          {order ? "Edit the draft" : "New change order"}
        </h3>
        <p className="mt-1 text-sm text-stone-600">Prices in CAD before HST. The client signs the order; the signed contract itself never changes.</p>
      </div>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <Field label="Reason" error={errors.reason} required>
          <select className={controlClasses} value={draft.reason} onChange={(event) => set("reason", event.target.value as ChangeOrderReason)}>
            <option value="" disabled>
              Choose a reason
            </option>
            <SelectOptions values={changeOrderReasons} labels={changeOrderReasonLabels} />
          </select>
        </Field>
        <Field label="Days to sign" error={errors.validDays} required>
          <input
            className={controlClasses}
            type="number"
            inputMode="numeric"
            min={1}
            max={changeOrderLimits.maxValidDays}
            step={1}
            value={draft.validDays}
            onChange={(event) => set("validDays", event.target.value)}
          />
        </Field>
        <Field
          label="Summary"
          error={errors.summary}
          hint="What changes and why, in a sentence or two. The client reads it first."
          required
          className="sm:col-span-2"
        >
          <textarea
            className={controlClasses}
            rows={2}
            maxLength={changeOrderLimits.summaryLength}
            value={draft.summary}
            onChange={(event) => set("summary", event.target.value)}
          />
        </Field>
      </div>

      {draft.reason === "design_change" && (
        <div className="flex flex-col gap-4">
          <label className="flex items-start gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-stone-900"
              checked={draft.changesDesign}
              onChange={(event) => set("changesDesign", event.target.checked)}
            />
            <span>
              <span className="font-semibold text-stone-950">This order changes the stamped design</span>
              <span className="block text-stone-600">
                Pick the new pattern and colours; the contract&apos;s design is replaced when the client signs.
              </span>
            </span>
          </label>
          {draft.changesDesign && <ChangeOrderDesignFields fields={draft.design} onChange={(design) => set("design", design)} errors={errors} />}
        </div>
      )}

      <section aria-labelledby={lineListId} className="flex flex-col gap-3">
        <h4 id={lineListId} className="text-sm font-bold text-stone-950">
          Lines
        </h4>
        {draft.lines.map((line, index) => (
          <fieldset key={line.key} className="min-w-0 rounded-xl border border-stone-200 bg-stone-50/60 p-4" data-testid="change-order-line">
            <legend className="px-1 text-sm font-bold text-stone-950">Line {index + 1}</legend>
            <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-[8.5rem_minmax(0,1fr)_minmax(0,1fr)]">
              <Field label="Type" error={errors[`lines.${index}.kind`]} className="col-span-2 sm:col-span-1">
                <select
                  className={controlClasses}
                  value={line.kind}
                  onChange={(event) => setLine(index, { kind: event.target.value as ChangeOrderLineKind })}
                >
                  <SelectOptions values={changeOrderLineKinds} labels={changeOrderLineKindLabels} />
                </select>
              </Field>
              <Field label="Description" error={errors[`lines.${index}.description`]} required className="col-span-2">
                <textarea
                  className={`${controlClasses} resize-none overflow-hidden leading-snug`}
                  rows={1}
                  autoComplete="off"
                  maxLength={changeOrderLimits.descriptionLength}
                  placeholder="e.g. Stamped concrete steps, 4 ft wide"
                  value={line.description}
                  ref={growToFit}
                  // One line on the order and its PDF: Enter would only earn a refusal.
                  onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
                  onChange={(event) => {
                    growToFit(event.target);
                    setLine(index, { description: event.target.value });
                  }}
                />
              </Field>
              <Field label="Quantity" error={errors[`lines.${index}.quantity`]} required>
                <input
                  className={controlClasses}
                  inputMode="decimal"
                  autoComplete="off"
                  value={line.quantity}
                  onChange={(event) => setLine(index, { quantity: event.target.value })}
                />
              </Field>
              <Field label="Unit" error={errors[`lines.${index}.unit`]} required>
                <select
                  className={controlClasses}
                  value={line.unit}
                  onChange={(event) => setLine(index, { unit: event.target.value as LineItemUnit })}
                >
                  <SelectOptions values={lineItemUnits} labels={lineItemUnitLabels} />
                </select>
              </Field>
              <Field label="Unit price ($)" error={errors[`lines.${index}.unitPrice`]} required className="col-span-2 sm:col-span-1">
                <input
                  className={controlClasses}
                  inputMode="decimal"
                  autoComplete="off"
                  value={line.unitPrice}
                  onChange={(event) => setLine(index, { unitPrice: event.target.value })}
                />
              </Field>
            </div>
            <div className="mt-4 flex min-h-10 items-center justify-between gap-3 border-t border-stone-200 pt-3">
              {/* An order has at least one line: the only line has nothing to remove it for. */}
              {draft.lines.length > 1 && (
                <Button variant="ghost" size="sm" className="-ml-3 text-red-800 hover:bg-red-50" onClick={() => removeLine(index)}>
                  Remove<span className="sr-only"> line {index + 1}</span>
                </Button>
              )}
              <p className="ml-auto flex items-baseline gap-3">
                <span className="text-sm font-semibold text-stone-700">Line amount</span>
                <output className="text-lg font-bold tabular-nums text-stone-950" data-testid="line-amount">
                  {formatSignedCents(totals.lineCents[index] ?? 0)}
                </output>
              </p>
            </div>
          </fieldset>
        ))}
        {linesError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {linesError}
          </p>
        )}
        <Button
          ref={addButton}
          variant="outline"
          className="self-start"
          onClick={addLine}
          disabled={draft.lines.length >= changeOrderLimits.maxLines}
        >
          <span aria-hidden="true">+</span> Add line
        </Button>
      </section>

      <fieldset className="min-w-0">
        <legend className="text-sm font-bold text-stone-950">When the client signs</legend>
        <div className="mt-2 flex flex-col gap-2">
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-stone-900">
            <input
              type="radio"
              name={`${headingId}-payment`}
              className="mt-0.5 size-5 shrink-0 accent-stone-900"
              checked={draft.paymentKind === "add_to_balance"}
              onChange={() => set("paymentKind", "add_to_balance")}
            />
            <span className="text-sm text-stone-800">
              <span className="block font-semibold text-stone-950">Add it to the balance</span>
              Paid with the rest at the end of the job.
            </span>
          </label>
          <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-stone-900">
            <input
              type="radio"
              name={`${headingId}-payment`}
              className="mt-0.5 size-5 shrink-0 accent-stone-900"
              checked={draft.paymentKind === "due_on_signing"}
              onChange={() => set("paymentKind", "due_on_signing")}
            />
            <span className="text-sm text-stone-800">
              <span className="block font-semibold text-stone-950">Part due on signing</span>A whole percentage now; the rest joins the balance.
            </span>
          </label>
          {draft.paymentKind === "due_on_signing" && (
            <Field label="Percent due on signing" error={errors["payment.percent"]} required className="sm:max-w-52">
              <input
                className={controlClasses}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={draft.percent}
                onChange={(event) => set("percent", event.target.value)}
              />
            </Field>
          )}
          {paymentError && <p className="text-sm font-medium text-red-700">{paymentError}</p>}
        </div>
      </fieldset>

      <ChangeOrderMoney
        subtotalCents={totals.subtotalCents}
        hstCents={totals.hstCents}
        totalCents={totals.totalCents}
        payment={
          draft.paymentKind === "due_on_signing"
            ? { kind: "due_on_signing", percent: Math.min(100, Math.max(0, Math.trunc(wholeNumber(draft.percent)) || 0)) }
            : { kind: "add_to_balance" }
        }
        revisedBeforeCents={revisedTotalCents}
      />
      {totals.totalCents < 0 && (
        <p className={`-mt-2 text-sm ${floor.allowed ? "text-stone-600" : "font-medium text-red-700"}`} data-testid="largest-credit">
          {floor.allowed
            ? `A credit can bring the contract sum down to ${formatCents(Math.max(paidCents, 0))}${paidCents > 0 ? ", what the client has paid" : ""}: at most ${formatCents(largestCreditCents)} with HST (${formatCents(largestSubtotalWithin(largestCreditCents))} before HST).`
            : floor.message}
        </p>
      )}

      {otherErrors.length > 0 && (
        <ul role="alert" className="flex flex-col gap-1 text-sm font-medium text-red-700">
          {otherErrors.map(([key, message]) => (
            <li key={key}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Saving..." : order ? "Save the draft" : "Save as draft"}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
