/**
 * Per-page head tags. Each page renders <PageMeta>; at build time the prerender collects the tags
 * into the HTML <head>, and in the browser the same values are applied on navigation.
 */
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { business } from "@shared/business";

export type PageMetaProps = {
  title: string;
  description: string;
  /** The page's path, e.g. "/pricing": canonical and og:url. */
  path: string;
  /** Pages behind links (quotes, contracts, admin) are kept out of search engines. */
  noindex?: boolean;
  /** Structured data placed in the head as application/ld+json. */
  jsonLd?: object;
  /** Social preview image name under /api/assets, e.g. the hero. */
  image?: string;
};

/** Filled during the build's render of a page; absent in the browser. */
export type HeadCollector = { meta?: PageMetaProps };
const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

export const siteOrigin = `https://${business.host}`;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The <head> tags of a page, as HTML (used by the prerender). */
export function renderHeadTags(meta: PageMetaProps, origin = siteOrigin): string {
  const url = `${origin}${meta.path}`;
  const image = `${origin}/api/assets/${meta.image ?? "hero-stamped-patio-800.jpg"}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? `<meta name="robots" content="noindex, nofollow" />` : `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="en_CA" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (meta.jsonLd) {
    // "<" is escaped so the JSON can never close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}

function setMetaTag(attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function PageMeta(props: PageMetaProps) {
  const collector = useContext(HeadCollectorContext);
  // The build's prerender hands in a collector to learn the page's head tags during its one render.
  // eslint-disable-next-line react-hooks/immutability
  if (collector) collector.meta = props;

  useEffect(() => {
    document.title = props.title;
    setMetaTag("name", "description", props.description);
    setMetaTag("property", "og:title", props.title);
    setMetaTag("property", "og:description", props.description);
    setMetaTag("property", "og:url", `${siteOrigin}${props.path}`);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (props.noindex) {
      canonical?.remove();
      setMetaTag("name", "robots", "noindex, nofollow");
    } else {
      robots?.remove();
      if (canonical) canonical.href = `${siteOrigin}${props.path}`;
      else {
        const link = document.createElement("link");
        link.rel = "canonical";
        link.href = `${siteOrigin}${props.path}`;
        document.head.appendChild(link);
      }
    }
  }, [props.title, props.description, props.path, props.noindex]);

  return null;
}
