import { cityLinks } from "@/content/city-links";
import { categorySlugs, projectsForSlug, type CategorySlug } from "@/content/projects";

/** Every public, indexable path: prerendered at build time and listed in sitemap.xml. */
export function publicPaths(): string[] {
  const categories = (Object.keys(categorySlugs) as CategorySlug[]).filter((slug) => projectsForSlug(slug).length > 0);
  return [
    "/",
    "/projects",
    ...categories.map((slug) => `/projects/${slug}`),
    "/gallery",
    "/pricing",
    "/faq",
    "/about",
    "/contact",
    "/estimate",
    "/service-areas",
    ...cityLinks.map((link) => `/service-areas/${link.slug}`),
    "/privacy",
    "/terms",
    "/verify",
  ];
}
