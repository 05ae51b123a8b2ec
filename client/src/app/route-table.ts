/**
 * Every route of the app in one table: the route switch renders it, the browser preloads the
 * current page (and its layout) from it before hydrating, and the build prerenders its public pages.
 */
import { matchRoute, type Parser } from "wouter";
import { parse as parsePattern } from "regexparam";
import { lazyPage, type LazyLayout, type LazyPage, type PageModule } from "./lazy-page";

/** `layout`: the frame the router renders once around every route that names it (routes.tsx). */
export type AppRoute = { path: string; page: LazyPage; layout?: LazyLayout };

/**
 * A page that reads data: loaded together with the shared query cache's provider (data-provider.tsx).
 * The wrapped module is made once, so preloading and rendering see the same component.
 */
function dataPage(load: () => Promise<PageModule>): LazyPage {
  let wrapped: Promise<PageModule> | undefined;
  return lazyPage(() => {
    wrapped ??= Promise.all([load(), import("./data-provider")]).then(([page, { withData }]) => ({ default: withData(page.default) }));
    return wrapped;
  });
}

/**
 * The admin area's layout route: the admin frame, the session check and the shared query cache
 * (admin-area.tsx), so its pages are plain code-split pages that render only their content.
 */
export const adminLayout: LazyLayout = lazyPage(() => import("./admin-area"));

const adminRoute = (path: string, load: () => Promise<PageModule>): AppRoute => ({ path, page: lazyPage(load), layout: adminLayout });

export const routes: AppRoute[] = [
  { path: "/", page: lazyPage(() => import("@/pages/home")) },
  { path: "/projects", page: lazyPage(() => import("@/pages/projects")) },
  { path: "/projects/:category", page: lazyPage(() => import("@/pages/project-category")) },
  { path: "/projects/:category/:slug", page: lazyPage(() => import("@/pages/project")) },
  { path: "/gallery", page: lazyPage(() => import("@/pages/gallery")) },
  { path: "/pricing", page: lazyPage(() => import("@/pages/pricing")) },
  { path: "/faq", page: lazyPage(() => import("@/pages/faq")) },
  { path: "/about", page: lazyPage(() => import("@/pages/about")) },
  { path: "/contact", page: lazyPage(() => import("@/pages/contact")) },
  { path: "/estimate", page: lazyPage(() => import("@/pages/estimate")) },
  { path: "/service-areas", page: lazyPage(() => import("@/pages/service-areas")) },
  { path: "/service-areas/:slug", page: lazyPage(() => import("@/pages/city")) },
  { path: "/privacy", page: lazyPage(() => import("@/pages/privacy")) },
  { path: "/terms", page: lazyPage(() => import("@/pages/terms")) },
  { path: "/verify", page: lazyPage(() => import("@/pages/verify")) },
  // Quote-to-contract pages: rendered in the browser only (not prerendered), noindex.
  { path: "/admin/login", page: dataPage(() => import("@/pages/admin-login")) },
  adminRoute("/admin", () => import("@/pages/admin")),
  adminRoute("/admin/leads", () => import("@/pages/admin-leads")),
  adminRoute("/admin/leads/:id", () => import("@/pages/admin-lead")),
  adminRoute("/admin/account", () => import("@/pages/admin-account")),
  adminRoute("/admin/mail", () => import("@/pages/admin-mail")),
  adminRoute("/admin/follow-ups", () => import("@/pages/admin-follow-ups")),
  adminRoute("/admin/site", () => import("@/pages/admin-site")),
  adminRoute("/admin/reviews", () => import("@/pages/admin-reviews")),
  adminRoute("/admin/price-book", () => import("@/pages/admin-price-book")),
  adminRoute("/admin/catalogue", () => import("@/pages/admin-catalogue")),
  adminRoute("/admin/quotes", () => import("@/pages/admin-quotes")),
  adminRoute("/admin/contracts", () => import("@/pages/admin-contracts")),
  adminRoute("/admin/schedule", () => import("@/pages/admin-schedule")),
  adminRoute("/admin/quotes/:id", () => import("@/pages/admin-quote")),
  adminRoute("/admin/contracts/:id", () => import("@/pages/admin-contract")),
  adminRoute("/create-quote", () => import("@/pages/create-quote")),
  // The client's pages: each names the client's link token, never a quote's or contract's id.
  { path: "/quote/:token", page: dataPage(() => import("@/pages/quote")) },
  { path: "/contract/:token", page: dataPage(() => import("@/pages/contract")) },
  { path: "/contract-confirmation/:token", page: dataPage(() => import("@/pages/contract-confirmation")) },
  { path: "/schedule/:token", page: dataPage(() => import("@/pages/schedule")) },
  { path: "/change-orders/:token", page: dataPage(() => import("@/pages/change-order")) },
];

export const notFoundPage = lazyPage(() => import("@/pages/not-found"));

const parser: Parser = (route, loose) => parsePattern(route, loose);

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]);
}

/** One pattern matching every path of the routes that share `layout`: the router's layout route. */
export function layoutPattern(layout: LazyLayout): RegExp {
  const sources = routes.filter((route) => route.layout === layout).map((route) => parsePattern(route.path).pattern.source);
  return new RegExp(sources.join("|"), "i");
}

/** Loads the page module of a path, and its layout's, so it can render without suspending. */
export async function preloadPage(path: string): Promise<void> {
  const route = findRoute(path);
  await Promise.all([(route?.page ?? notFoundPage).preload(), route?.layout?.preload()]);
}
