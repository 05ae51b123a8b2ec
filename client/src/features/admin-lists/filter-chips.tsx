import { useId } from "react";
import { Link } from "wouter";
import { controlClasses } from "@/components/ui/field";

export type FilterOption = { value?: string; label: string };

/**
 * Which part of the list to show: chips on wider screens (links, so each filtered list has its own
 * address), a select on a phone, where a dozen chips would fill the screen.
 */
export function FilterChips({
  label,
  options,
  current,
  hrefFor,
  onSelect,
}: {
  label: string;
  options: FilterOption[];
  current?: string;
  hrefFor: (value?: string) => string;
  onSelect: (value?: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="sm:hidden">
        <label htmlFor={id} className="block text-sm font-semibold text-stone-900">
          {label}
        </label>
        <select id={id} value={current ?? ""} onChange={(event) => onSelect(event.target.value || undefined)} className={`mt-1.5 ${controlClasses}`}>
          {options.map((option) => (
            <option key={option.label} value={option.value ?? ""}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={label} className="hidden sm:block">
        <ul className="flex flex-wrap gap-2">
          {options.map((option) => {
            const selected = option.value === current;
            return (
              <li key={option.label}>
                <Link
                  href={hrefFor(option.value)}
                  aria-current={selected ? "page" : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors ${
                    selected ? "border-stone-950 bg-stone-950 text-white" : "border-stone-300 bg-white text-stone-800 hover:border-stone-900"
                  }`}
                >
                  {option.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
