import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { buttonClasses } from "@/components/ui/button";
import { trackEvent } from "@/lib/analytics";
import { business, interfaceTimings } from "@shared/business";
import { Logo } from "./logo";
import { SiteLink } from "./site-link";

const desktopLinks = [
  { href: "/#services", label: "Services" },
  { href: "/projects", label: "Projects" },
  { href: "/gallery", label: "Gallery" },
  { href: "/#process", label: "Process" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];
/** The small-screen menu has no Projects link. */
const mobileLinks = desktopLinks.filter((link) => link.label !== "Projects");

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

export function PhoneIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

/** Fixed header: transparent over the dark page hero, solid white after 100 px of scrolling. */
export function SiteHeader() {
  const scrolled = useScrolledPast(interfaceTimings.headerScrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  // Navigating closes the menu (the location is the router's, so this follows it rather than
  // resetting state during render).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMenuOpen(false), [location]);
  const solid = scrolled || menuOpen;
  const linkColour = solid ? "text-stone-800 hover:text-stone-950" : "text-white/90 hover:text-white";

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${solid ? "bg-white shadow-md" : "bg-transparent"}`}
      data-solid={solid}
    >
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={`${business.name} home`} className="shrink-0 rounded">
          <Logo light={!solid} />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7">
            {desktopLinks.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className={`text-[15px] font-medium transition-colors ${linkColour}`}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <a
            href={business.phoneHref}
            onClick={() => trackEvent({ event: "phone_click", location: "header" })}
            className={`hidden items-center gap-2 text-[15px] font-semibold sm:inline-flex ${linkColour}`}
          >
            <PhoneIcon />
            {business.phoneDisplay}
          </a>
          <span className="hidden sm:block">
            <Link href="/estimate" className={buttonClasses("gold", "sm", "whitespace-nowrap")}>
              Free Estimate
            </Link>
          </span>
          <button
            type="button"
            className={`inline-flex size-11 items-center justify-center rounded-md lg:hidden ${solid ? "text-stone-950" : "text-white"}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-stone-200 bg-white lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2 sm:px-6">
            {mobileLinks.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded-md px-2 py-3 text-base font-medium text-stone-900 hover:bg-stone-100"
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
