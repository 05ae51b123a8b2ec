/**
 * The header's More group on wide screens: a disclosure (a button with aria-expanded showing a list
 * of links), not an application menu, so links stay links for screen readers. Enter or Space
 * toggles; Arrow Down opens and moves through the links, Arrow Up back; Escape closes and returns
 * focus to the button; a click or focus outside closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "wouter";
import { isCurrentPage, moreLinks } from "./nav-links";
import { NavSiteLink } from "./site-link";

function linksIn(group: HTMLElement | null): HTMLAnchorElement[] {
  return Array.from(group?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);
}

export function MoreMenu({ linkClassName }: { linkClassName: string }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const group = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusFirstWhenOpen = useRef(false);
  const listId = useId();
  const holdsCurrentPage = moreLinks.some((link) => isCurrentPage(location, link.href));

  // Navigating closes the group (the location is the router's, so this follows it).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    if (focusFirstWhenOpen.current) {
      focusFirstWhenOpen.current = false;
      linksIn(group.current)[0]?.focus();
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    if (!open) {
      if (event.key !== "ArrowDown") return;
      event.preventDefault();
      focusFirstWhenOpen.current = true;
      setOpen(true);
      return;
    }
    const links = linksIn(group.current);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const last = links.length - 1;
    const next = { ArrowDown: index >= last ? 0 : index + 1, ArrowUp: index <= 0 ? last : index - 1, Home: 0, End: last }[event.key]!;
    event.preventDefault();
    links[next]?.focus();
  };

  return (
    <div
      ref={group}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !group.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className={`inline-flex items-center gap-1 rounded ${linkClassName} ${holdsCurrentPage ? "underline decoration-gold decoration-2 underline-offset-8" : ""}`}
      >
        More
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} hidden={!open} className="absolute right-0 top-full mt-4 w-52 rounded-lg bg-white py-2 shadow-lg ring-1 ring-stone-200">
        {moreLinks.map((link) => (
          <li key={link.href}>
            <NavSiteLink
              link={link}
              onClick={() => setOpen(false)}
              className="block px-4 py-2.5 text-[15px] font-medium text-stone-800 hover:bg-stone-100 hover:text-stone-950 focus-visible:bg-stone-100 focus-visible:outline-offset-[-3px] aria-[current=page]:text-stone-950 aria-[current=page]:underline aria-[current=page]:decoration-gold aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
