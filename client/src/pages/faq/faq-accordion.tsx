/**
 * The FAQ accordion: one question open at a time across every category. Each question is a button
 * (aria-expanded, aria-controls) in a heading; each answer a labelled region. Closed answers are
 * rendered with `hidden`, so the prerendered HTML holds every answer for search engines and
 * find-in-page readers without scripts. Arrow keys, Home and End move between the questions.
 */
import { useState, type KeyboardEvent } from "react";
import type { FaqCategory } from "@/content/types";

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function categoryId(category: string): string {
  return `faq-${slugify(category)}`;
}

function ChevronIcon({ open }: { open: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full border transition-colors ${
        open ? "border-stone-950 bg-stone-950 text-gold" : "border-stone-300 text-stone-700"
      }`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`size-4 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 9l6 6 6-6" />
      </svg>
    </span>
  );
}

/** Moves focus between the question buttons of the whole page (WAI-ARIA accordion pattern). */
function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const triggers = Array.from(document.querySelectorAll<HTMLButtonElement>("[data-faq-trigger]"));
  const index = triggers.indexOf(event.currentTarget);
  if (index === -1) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? index === last
            ? 0
            : index + 1
          : index === 0
            ? last
            : index - 1;
  triggers[next]?.focus();
}

export function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="space-y-14">
      {categories.map((category) => {
        const sectionId = categoryId(category.category);
        return (
          <section key={category.category} id={sectionId} aria-labelledby={`${sectionId}-title`} className="scroll-mt-24">
            <h2 id={`${sectionId}-title`} className="text-2xl font-extrabold tracking-tight text-stone-950 sm:text-3xl">
              {category.category}
            </h2>
            <div className="mt-5 divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
              {category.items.map((item) => {
                const id = `${sectionId}-${slugify(item.question)}`;
                const buttonId = `${id}-question`;
                const panelId = `${id}-answer`;
                const open = openId === id;
                return (
                  <div key={item.question}>
                    <h3>
                      <button
                        type="button"
                        id={buttonId}
                        data-faq-trigger=""
                        aria-expanded={open}
                        aria-controls={panelId}
                        onClick={() => setOpenId(open ? null : id)}
                        onKeyDown={onTriggerKeyDown}
                        className="flex w-full items-center justify-between gap-4 px-5 py-5 focus-visible:outline-offset-[-3px] text-left text-base font-semibold text-stone-950 transition-colors hover:bg-stone-50 sm:px-6 sm:text-lg"
                      >
                        <span>{item.question}</span>
                        <ChevronIcon open={open} />
                      </button>
                    </h3>
                    <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="px-5 pb-6 sm:px-6">
                      <p className="max-w-3xl leading-relaxed text-stone-700">{item.answer}</p>
                    </div>
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}
