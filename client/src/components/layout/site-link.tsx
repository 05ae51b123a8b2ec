import type { AnchorHTMLAttributes } from "react";
import { Link, useLocation } from "wouter";
import { isCurrentPage, type NavLink } from "./nav-links";

/**
 * An internal link. Links to a section ("/#process") are plain anchors so the browser scrolls to the
 * section (and loads the home page first when needed); other paths navigate inside the app.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.includes("#")) return <a href={href} {...props} />;
  return <Link href={href} {...props} />;
}

/** A link of the site's navigation, marked as the current page (aria-current) when it is the one shown. */
export function NavSiteLink({ link, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { link: NavLink }) {
  const [location] = useLocation();
  return (
    <SiteLink href={link.href} aria-current={isCurrentPage(location, link.href) ? "page" : undefined} {...props}>
      {link.label}
    </SiteLink>
  );
}
