import { Link } from "wouter";

const pageLink =
  "inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:border-stone-900";

/** "Showing 26–50 of 312", with Previous and Next as links (each page has its own address). */
export function Pager({
  page,
  pageSize,
  total,
  hrefFor,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-stone-700" aria-live="polite">
        {total === 0 ? "Nothing to show" : `Showing ${first}–${last} of ${total}`}
        {pages > 1 && ` · page ${Math.min(page, pages)} of ${pages}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link href={hrefFor(Math.min(page - 1, pages))} className={pageLink} rel="prev">
              ← Previous
            </Link>
          ) : null}
          {page < pages ? (
            <Link href={hrefFor(page + 1)} className={pageLink} rel="next">
              Next →
            </Link>
          ) : null}
        </div>
      )}
    </nav>
  );
}
