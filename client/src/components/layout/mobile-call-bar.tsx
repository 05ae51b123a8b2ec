import { trackEvent } from "@/lib/analytics";
import { business } from "@shared/business";
import { PhoneIcon } from "./site-header";
import { useQuoteDialog } from "./quote-dialog";

/**
 * Small screens only: a fixed bar with Call Now and '24h Quote'. The page reserves its height at the
 * bottom (see SiteLayout) so the bar never hides the last content or a focused field.
 */
export function MobileCallBar() {
  const { openQuoteDialog } = useQuoteDialog();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur md:hidden">
      <a
        href={business.phoneHref}
        onClick={() => trackEvent({ event: "phone_click", location: "mobile_bar" })}
        className="flex h-16 items-center justify-center gap-2 font-semibold text-stone-950"
      >
        <PhoneIcon className="size-5" />
        Call Now
      </a>
      <button
        type="button"
        onClick={() => {
          trackEvent({ event: "quote_cta_click", location: "mobile_bar" });
          openQuoteDialog();
        }}
        className="flex h-16 items-center justify-center bg-gold font-semibold text-stone-950"
      >
        24h Quote
      </button>
    </div>
  );
}
