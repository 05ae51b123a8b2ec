import type { MouseEventHandler } from "react";
import { Link } from "wouter";

/** A step of the trail: a link up, or (without `href`) the page itself. */
type Crumb = { label: string; href?: string };

const linkClasses = "rounded text-stone-300 underline-offset-4 hover:text-white hover:underline";

/** The trail above a page's title in its dark hero, each step after the first behind a slash. */
export function Breadcrumb({ crumbs, onNavigate }: { crumbs: Crumb[]; onNavigate?: MouseEventHandler<HTMLAnchorElement> }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
        {crumbs.map((crumb, index) => {
          const step = crumb.href ? (
            <Link href={crumb.href} className={linkClasses} onClick={onNavigate}>
              {crumb.label}
            </Link>
          ) : (
            <span aria-current="page" className="text-gold">
              {crumb.label}
            </span>
          );
          return index === 0 ? (
            <li key={crumb.label}>{step}</li>
          ) : (
            <li key={crumb.label} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-stone-500">
                /
              </span>
              {step}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
