/**
 * Which paths exist and how the server answers them. Public pages are prerendered files; the
 * pages below are rendered in the browser and kept out of search engines.
 */

/** Old addresses of the previous site, answered with 301. */
export const legacyRedirects: Record<string, string> = {
  "/polished-concrete": "/projects#stamped",
  "/decorative-concrete": "/projects#stamped",
  "/resurfacing-repair": "/projects#broom-finish",
  "/portfolio": "/gallery",
};

/** Pages reached by link or sign-in (quotes, contracts, admin): no prerender, noindex. */
export const appRoutePatterns: RegExp[] = [
  /^\/admin\/login$/,
  /^\/admin$/,
  /^\/admin\/[a-z-]+(\/[A-Za-z0-9-]+)?$/,
  /^\/create-quote$/,
  /^\/quote\/[^/]+$/,
  /^\/contract\/[^/]+$/,
  /^\/contract-confirmation\/[^/]+$/,
  /^\/schedule\/[^/]+$/,
  /^\/change-orders\/[^/]+$/,
];

/** Kept out of robots.txt crawling. */
export const privatePathPrefixes = ["/admin", "/quote/", "/contract/", "/contract-confirmation/", "/schedule/", "/change-orders/", "/create-quote"];

export function isAppRoute(path: string): boolean {
  return appRoutePatterns.some((pattern) => pattern.test(path));
}
