/** sitemap.xml for a list of public paths: the build writes it for the site as built, the server for the site as changed. */
export function sitemapXml(origin: string, paths: readonly string[], lastmod: string): string {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((route) => `  <url><loc>${escape(origin + route)}</loc><lastmod>${lastmod}</lastmod></url>`)
    .join("\n")}\n</urlset>\n`;
}
