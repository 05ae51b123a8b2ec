import { buttonClasses } from "@/components/ui/button";
import { Link } from "wouter";
import { useRevealOnMount } from "@/lib/use-reveal";
import { promises } from "@shared/business";

/**
 * Replaces the form after a successful request; stays until the page is reloaded. It takes the focus
 * and comes into view, since the form it replaces was taller and the page would otherwise be left
 * showing the footer.
 */
export function EstimateConfirmation() {
  const panel = useRevealOnMount<HTMLDivElement>();
  return (
    <div
      ref={panel}
      tabIndex={-1}
      className="mx-auto max-w-2xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm outline-none sm:p-12"
      role="status"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 12l5 5L20 7" />
        </svg>
      </span>
      <h2 className="mt-6 text-3xl font-extrabold tracking-tight text-stone-950">Estimate Request Received!</h2>
      <p className="mt-4 text-lg leading-relaxed text-stone-700">
        What happens next: we'll review your project and e-mail you a detailed quote within {promises.responseHours} hours. The e-mail includes a link
        where you can review the quote and sign your contract digitally.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/" className={buttonClasses("dark", "lg")}>
          Return to Homepage
        </Link>
        {/* /portfolio is answered by the server (301 to the gallery), so this is a full page load. */}
        <a href="/portfolio" className={buttonClasses("outline", "lg")}>
          View Our Work
        </a>
      </div>
    </div>
  );
}
