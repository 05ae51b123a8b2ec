/**
 * The menu of screens narrower than the header's navigation: every section, FAQ and Service Areas,
 * then a call link and the Free Estimate button. It opens under the header over a dimmed page that
 * does not scroll behind it; Escape, a tap on the dimmed page or a link closes it.
 */
import { useEffect, type RefObject } from "react";
import { buttonClasses } from "@/components/ui/button";
import { trackEvent } from "@/lib/analytics";
import { business } from "@shared/business";
import { moreLinks, sectionLinks } from "./nav-links";
import { PhoneIcon } from "./phone-icon";
import { NavSiteLink, SiteLink } from "./site-link";

export const mobileMenuId = "mobile-menu";

/** Where the header shows its own navigation (Tailwind's lg), and the menu is no longer needed. */
const wideScreen = "(min-width: 64rem)";

/** Keeps the page still while the menu covers it, without the page jumping when its scrollbar goes. */
function useLockedPageScroll() {
  useEffect(() => {
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

export function MobileMenuToggle({
  open,
  onToggle,
  className,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  className: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`inline-flex size-11 items-center justify-center rounded-md lg:hidden ${className}`}
      aria-expanded={open}
      aria-controls={mobileMenuId}
      aria-label={open ? "Close menu" : "Open menu"}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}

/** Rendered only while open; `onClose(true)` also returns focus to the toggle. */
export function MobileMenu({ onClose }: { onClose: (returnFocus: boolean) => void }) {
  useLockedPageScroll();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    const wide = window.matchMedia(wideScreen);
    const closeWhenWide = () => wide.matches && onClose(false);
    document.addEventListener("keydown", closeOnEscape);
    wide.addEventListener("change", closeWhenWide);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      wide.removeEventListener("change", closeWhenWide);
    };
  }, [onClose]);

  return (
    <>
      {/* Dims the page; a tap on it closes the menu (keyboard users have Escape and the toggle). */}
      <div aria-hidden="true" className="fixed inset-x-0 bottom-0 top-18 bg-stone-950/50 lg:hidden" onClick={() => onClose(false)} />
      <div
        id={mobileMenuId}
        className="relative max-h-[calc(100dvh-4.5rem)] overflow-y-auto overscroll-contain border-t border-stone-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-2 sm:px-6">
          <ul className="grid sm:grid-flow-col sm:grid-cols-2 sm:grid-rows-5 sm:gap-x-6">
            {[...sectionLinks, ...moreLinks].map((link) => (
              <li key={link.href} className="border-b border-stone-100">
                <NavSiteLink
                  link={link}
                  onClick={() => onClose(false)}
                  className="flex min-h-12 items-center rounded-md px-2 text-lg font-medium text-stone-900 hover:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:underline aria-[current=page]:decoration-gold aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto grid max-w-7xl gap-3 px-4 pb-5 pt-4 sm:grid-cols-2 sm:px-6">
          <a
            href={business.phoneHref}
            onClick={() => trackEvent({ event: "phone_click", location: "mobile_menu" })}
            className={buttonClasses("outline", "lg", "w-full")}
          >
            <PhoneIcon className="size-5" />
            Call {business.phoneDisplay}
          </a>
          <SiteLink href="/estimate" onClick={() => onClose(false)} className={buttonClasses("gold", "lg", "w-full")}>
            Free Estimate
          </SiteLink>
        </div>
      </div>
    </>
  );
}
