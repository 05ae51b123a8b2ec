/**
 * Every form control goes through Field: it ties the label, the hint and the error message to the
 * control (htmlFor, aria-describedby, aria-invalid) so forms are accessible by construction.
 */
import { cloneElement, useId, type ReactElement } from "react";

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
};

export const controlClasses =
  "block w-full rounded-md border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-950 shadow-sm placeholder:text-stone-500 focus:border-stone-900 focus:outline-none focus:ring-2 focus:ring-gold/60 aria-[invalid=true]:border-red-600";

export function Field({ label, error, hint, required, children, className = "" }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label beside it and its own error message. */
export function CheckboxField({
  label,
  error,
  children,
}: {
  label: ReactElement | string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        {cloneElement(children, {
          id,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? errorId : undefined,
          className: "mt-1 size-5 shrink-0 accent-stone-900",
        })}
        <label htmlFor={id} className="text-sm leading-relaxed text-stone-800">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select's options: each value, shown by its label (or as it is, without labels). */
export function SelectOptions<Value extends string>({ values, labels }: { values: readonly Value[]; labels?: Record<Value, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  );
}
