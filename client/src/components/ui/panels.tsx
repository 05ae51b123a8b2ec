/** Building blocks of the quote, contract and admin pages: cards, state panels, definition rows. */
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { business } from "@shared/business";

type CardProps = {
  children: ReactNode;
  className?: string;
  as?: "section" | "div" | "article" | "aside";
  /** No inner padding: the content brings its own (e.g. a full-width band). */
  flush?: boolean;
  "aria-labelledby"?: string;
};

export function Card({ children, className = "", as: Tag = "section", flush = false, ...props }: CardProps) {
  return (
    <Tag className={`rounded-2xl border border-stone-200 bg-white shadow-sm ${flush ? "overflow-hidden" : "p-5 sm:p-8"} ${className}`} {...props}>
      {children}
    </Tag>
  );
}

const toneClasses = {
  neutral: { box: "border-stone-200 bg-white", icon: "bg-stone-100 text-stone-700" },
  success: { box: "border-emerald-200 bg-emerald-50", icon: "bg-emerald-100 text-emerald-800" },
  warning: { box: "border-amber-200 bg-amber-50", icon: "bg-amber-100 text-amber-900" },
  danger: { box: "border-red-200 bg-red-50", icon: "bg-red-100 text-red-800" },
};

const icons = {
  check: <path d="M5 12l5 5L20 7" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3l10 18H2L12 3z" />
      <path d="M12 10v5M12 18h.01" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-5-5" />
    </>
  ),
  cross: <path d="M6 6l12 12M18 6L6 18" />,
};

/** A state of a page (not found, accepted, expired…): an icon, a heading, a message and actions. */
export function StatePanel({
  tone = "neutral",
  icon = "alert",
  title,
  headingLevel = 2,
  children,
  actions,
  role,
}: {
  tone?: keyof typeof toneClasses;
  icon?: keyof typeof icons;
  title: string;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  actions?: ReactNode;
  role?: "status" | "alert";
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className={`rounded-2xl border p-6 sm:p-8 ${toneClasses[tone].box}`} role={role}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${toneClasses[tone].icon}`}>
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {icons[icon]}
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="text-2xl font-bold tracking-tight text-stone-950">{title}</Heading>
          {children && <div className="mt-2 leading-relaxed text-stone-700">{children}</div>}
          {actions && <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div>}
        </div>
      </div>
    </div>
  );
}

/** A read that failed for another reason than "not found": say so and offer to try again. */
export function LoadFailedPanel({
  title,
  onRetry,
  children = "Please check your connection and try again.",
}: {
  title: string;
  onRetry: () => unknown;
  /** What the client is told, when more than that the connection failed. */
  children?: ReactNode;
}) {
  return (
    <StatePanel
      tone="danger"
      title={title}
      headingLevel={1}
      role="alert"
      actions={
        <Button variant="dark" onClick={() => onRetry()}>
          Try again
        </Button>
      }
    >
      {children}
    </StatePanel>
  );
}

/** A label and its value, for the facts of a quote or contract. */
export function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="mt-1 break-words text-base font-semibold text-stone-950">{children}</dd>
    </div>
  );
}

export function ContactLinks() {
  const linkClass = "font-semibold text-stone-950 underline underline-offset-2";
  return (
    <span>
      Call {/* A phone number read across two lines ("(416) 555-" / "0188") is misdialled. */}
      <a href={business.phoneHref} className={`${linkClass} whitespace-nowrap`}>
        {business.phoneDisplay}
      </a>{" "}
      or e-mail{" "}
      <a href={`mailto:${business.email}`} className={`${linkClass} wrap-anywhere`}>
        {business.email}
      </a>
      .
    </span>
  );
}

/** Shown while a page's data loads. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-stone-600">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-stone-800" />
        <p>{label}</p>
      </div>
    </div>
  );
}

const pageWidths = { narrow: "max-w-3xl", wide: "max-w-6xl", full: "max-w-7xl" } as const;

/** `full`: the quote editor, with the lead's request beside it on a wide screen. */
export function PageContainer({ children, width = "narrow" }: { children: ReactNode; width?: keyof typeof pageWidths }) {
  return <div className={`mx-auto px-4 py-8 sm:px-6 sm:py-12 lg:px-8 ${pageWidths[width]}`}>{children}</div>;
}
