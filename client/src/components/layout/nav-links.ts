/**
 * The one list of the site's sections, shared by the header, the More group and the phone menu, so
 * no screen size loses a section.
 */
export type NavLink = { href: string; label: string };

/** Every section, in the order the header and the phone menu show them. */
export const sectionLinks: NavLink[] = [
  { href: "/#services", label: "Services" },
  { href: "/projects", label: "Projects" },
  { href: "/gallery", label: "Gallery" },
  { href: "/pricing", label: "Pricing" },
  { href: "/#process", label: "Process" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
];

/** One step away on wide screens (the header's More group), listed in full on phones. */
export const moreLinks: NavLink[] = [
  { href: "/faq", label: "FAQ" },
  { href: "/service-areas", label: "Service Areas" },
];

/**
 * The link to the page being shown (a link to a section of the home page, "/#process", is never the
 * page: the visitor may be anywhere on it).
 */
export function isCurrentPage(location: string, href: string): boolean {
  return !href.includes("#") && location === href;
}
