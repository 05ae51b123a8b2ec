import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { trackEvent } from "@/lib/analytics";
import { business, interfaceTimings } from "@shared/business";
import { Logo } from "./logo";
import { MobileMenu, MobileMenuToggle } from "./mobile-menu";
import { MoreMenu } from "./more-menu";
import { sectionLinks } from "./nav-links";
import { PhoneIcon } from "./phone-icon";
import { NavSiteLink } from "./site-link";

// Pages and the layouts import the icon from here.
export { PhoneIcon };

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * Fixed header: transparent over the dark page hero, solid white after 100 px of scrolling or with
 * the phone menu open. Wide screens show every section and a More group; narrower ones a menu.
 */
export function SiteHeader() {
  const scrolled = useScrolledPast(interfaceTimings.headerScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  // Navigating closes the menu (the location is the router's, so this follows it rather than
  // resetting state during render).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMenuOpen(false), [location]);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);
  const solid = scrolled || menuOpen;
  const linkColour = solid ? "text-stone-800 hover:text-stone-950" : "text-white/90 hover:text-white";

  return (
    <header
      ref={header}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${solid ? "bg-white shadow-md" : "bg-transparent"}`}
      data-solid={solid}
      // Tabbing past the open menu into the page behind closes it.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (menuOpen && next && !header.current?.contains(next)) setMenuOpen(false);
      }}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${business.name} home`} className="shrink-0 rounded">
          <Logo light={!solid} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-4 xl:gap-7">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <NavSiteLink
                  link={link}
                  className={`whitespace-nowrap rounded text-sm font-medium xl:text-[15px] transition-colors aria-[current=page]:underline aria-[current=page]:decoration-gold aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 ${linkColour}`}
                />
              </li>
            ))}
            <li>
              <MoreMenu linkClassName={`whitespace-nowrap text-sm font-medium xl:text-[15px] transition-colors ${linkColour}`} />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <a
            href={business.phoneHref}
            onClick={() => trackEvent({ event: "phone_click", location: "header" })}
            className={`hidden min-h-10 items-center justify-center gap-2 whitespace-nowrap lg:max-xl:min-w-10 text-[15px] font-semibold sm:inline-flex ${linkColour}`}
          >
            <PhoneIcon />
            {/* Between 1024 and 1280 px the sections need the room (the number stays for screen readers). */}
            <span className="lg:max-xl:sr-only">{business.phoneDisplay}</span>
          </a>
          <span className="hidden sm:block">
            <Link href="/estimate" className={buttonClasses("gold", "sm", "whitespace-nowrap")}>
              Free Estimate
            </Link>
          </span>
          <MobileMenuToggle
            open={menuOpen}
            onToggle={() => setMenuOpen((open) => !open)}
            buttonRef={toggle}
            className={solid ? "text-stone-950" : "text-white"}
          />
        </div>
      </div>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </header>
  );
}
