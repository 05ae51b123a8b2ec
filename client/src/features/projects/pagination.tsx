import { pageLinks } from "./pagination-logic";

const base = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 text-[15px] font-semibold transition-colors";
const idle =
  "border border-stone-300 bg-white text-stone-800 hover:border-stone-950 hover:text-stone-950 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-stone-300";

/** Previous / numbered pages / Next. Render it only when there is more than one page. */
export function Pagination({
  page,
  pages,
  onChange,
  label = "Pagination",
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  return (
    <nav aria-label={label} className="mt-14 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${base} ${idle}`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">←</span> Previous
      </button>
      <ul className="flex flex-wrap items-center gap-2">
        {pageLinks(page, pages).map((link, index) =>
          link === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={link}>
              <button
                type="button"
                aria-label={`Page ${link}`}
                aria-current={link === page ? "page" : undefined}
                onClick={() => onChange(link)}
                className={`${base} ${link === page ? "bg-stone-950 text-white" : idle}`}
              >
                {link}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={`${base} ${idle}`} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
