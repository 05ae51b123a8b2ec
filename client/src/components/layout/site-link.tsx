import type { AnchorHTMLAttributes } from "react";
import { Link } from "wouter";

/**
 * An internal link. Links to a section ("/#process") are plain anchors so the browser scrolls to the
 * section (and loads the home page first when needed); other paths navigate inside the app.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (href.includes("#")) return <a href={href} {...props} />;
  return <Link href={href} {...props} />;
}
