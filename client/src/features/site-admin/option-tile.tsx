/**
 * A checkbox or radio with its label beside it, the whole row a tap target of at least 44 pixels
 * (the owner fills these forms on a phone, on site), and a group of them under one legend.
 */
import type { InputHTMLAttributes, ReactNode } from "react";

type TileProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className"> & {
  type: "checkbox" | "radio";
  label: ReactNode;
  hint?: string;
};

export function OptionTile({ type, label, hint, checked, disabled, ...input }: TileProps) {
  return (
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border px-3.5 py-2.5 transition-colors ${
        disabled ? "cursor-not-allowed border-stone-200 bg-stone-50 opacity-60" : "cursor-pointer"
      } ${checked ? "border-stone-900 bg-stone-50" : disabled ? "" : "border-stone-300 bg-white hover:border-stone-500"}`}
    >
      <input type={type} checked={checked} disabled={disabled} className="mt-0.5 size-5 shrink-0 accent-stone-900" {...input} />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-stone-950">{label}</span>
        {hint && <span className="text-sm text-stone-600">{hint}</span>}
      </span>
    </label>
  );
}

type GroupProps = { legend: string; hint?: string; error?: string; children: ReactNode; className?: string; columns?: boolean };

export function OptionGroup({ legend, hint, error, children, className = "", columns = false }: GroupProps) {
  return (
    <fieldset className={`flex min-w-0 flex-col gap-2 ${className}`}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-900">{legend}</legend>
      {hint && <p className="-mt-1 text-sm text-stone-600">{hint}</p>}
      <div className={columns ? "grid gap-2 sm:grid-cols-2" : "flex flex-col gap-2"}>{children}</div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}
