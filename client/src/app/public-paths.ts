/** Every public, indexable path: prerendered at build time and listed in sitemap.xml. */
export function publicPaths(): string[] {
  return ["/"];
}
