/**
 * The /projects filter: a toolbar of toggle buttons (aria-pressed). Tab reaches the toolbar once;
 * Left/Right/Home/End move between its buttons, as the ARIA toolbar pattern describes.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";

export type FilterOption<T extends string> = { value: T | null; label: string };

export function FilterToolbar<T extends string>({
  options,
  selected,
  onSelect,
  label,
  controls,
}: {
  options: FilterOption<T>[];
  selected: T | null;
  onSelect: (value: T | null) => void;
  label: string;
  /** id of the region the filter changes. */
  controls?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.value === selected),
  );
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const tabStop = focusIndex ?? selectedIndex;
  const container = useRef<HTMLDivElement>(null);

  // On narrow screens the toolbar scrolls sideways: keep the chosen filter in sight.
  useEffect(() => {
    const bar = container.current;
    const button = buttons.current[selectedIndex];
    if (!bar || !button || bar.scrollWidth <= bar.clientWidth) return;
    const left = button.offsetLeft - (bar.clientWidth - button.offsetWidth) / 2;
    bar.scrollTo({ left: Math.max(0, left), behavior: "smooth" });
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (tabStop + moves[event.key] + options.length) % options.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = options.length - 1;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={container}
      role="toolbar"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusIndex(null);
      }}
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-wrap lg:px-0 [&::-webkit-scrollbar]:hidden"
    >
      {options.map((option, index) => {
        const pressed = option.value === selected;
        return (
          <button
            key={option.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            aria-pressed={pressed}
            aria-controls={controls}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => onSelect(option.value)}
            className={`min-h-11 shrink-0 whitespace-nowrap rounded-full px-5 text-[15px] font-semibold transition-colors ${
              pressed
                ? "bg-stone-950 text-white shadow-sm"
                : "border border-stone-300 bg-white text-stone-800 hover:border-stone-950 hover:text-stone-950"
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
