/**
 * The quiet frame of the quote, contract and admin pages: the logo home, and either the business's
 * phone (client pages) or the admin navigation. No marketing header, no call bar: these pages are
 * about one task.
 */
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { business } from "@shared/business";
import { Logo } from "./logo";
import { PhoneIcon } from "./site-header";

const adminLinks = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/quotes", label: "Quotes" },
  { href: "/admin/contracts", label: "Contracts" },
  { href: "/admin/schedule", label: "Schedule" },
  { href: "/admin/follow-ups", label: "Reviews & reseals" },
  { href: "/admin/site", label: "Website projects" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/mail", label: "Mail" },
  { href: "/admin/price-book", label: "Price Book" },
  { href: "/admin/catalogue", label: "Catalogue" },
  { href: "/admin/account", label: "Account" },
  { href: "/create-quote", label: "New Quote" },
];

function AdminNav() {
  const [location] = useLocation();
  return (
    <nav aria-label="Admin" className="-mx-1 overflow-x-auto">
      <ul className="flex flex-wrap items-center gap-1">
        {adminLinks.map((link) => {
          const current = location === link.href || (link.href === "/admin/quotes" && location.startsWith("/admin/quotes/"));
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-3 text-sm font-semibold transition-colors ${
                  current ? "bg-stone-950 text-white" : "text-stone-700 hover:bg-stone-100 hover:text-stone-950"
                }`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function AppLayout({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-stone-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-stone-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <Link href="/" aria-label={`${business.name} home`} className="shrink-0 rounded">
            <Logo light={false} />
          </Link>
          {admin ? (
            <AdminNav />
          ) : (
            <a
              href={business.phoneHref}
              className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-stone-900 hover:text-stone-700"
            >
              <PhoneIcon />
              <span>
                <span className="sr-only sm:not-sr-only">Questions? </span>
                {business.phoneDisplay}
              </span>
            </a>
          )}
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-stone-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {business.name} · Toronto &amp; the GTA
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <a href={business.phoneHref} className="font-medium text-stone-800 underline-offset-2 hover:underline">
              {business.phoneDisplay}
            </a>
            <a href={`mailto:${business.email}`} className="wrap-anywhere font-medium text-stone-800 underline-offset-2 hover:underline">
              {business.email}
            </a>
          </p>
        </div>
      </footer>
    </div>
  );
}

/** The page's title block: a small gold eyebrow, the heading and an optional line under it. */
export function AppPageHeading({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">{eyebrow}</p>}
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 text-balance sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 text-stone-700">{children}</div>}
    </div>
  );
}
