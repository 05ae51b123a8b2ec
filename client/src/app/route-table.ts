/**
 * Every route of the app in one table: the route switch renders it, the browser preloads the
 * current page from it before hydrating, and the build prerenders its public pages.
 */
import { matchRoute, type Parser } from "wouter";
import { parse as parsePattern } from "regexparam";
import { lazyPage, type LazyPage, type PageModule } from "./lazy-page";

export type AppRoute = { path: string; page: LazyPage };

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

export const routes: AppRoute[] = [
  { path: "/", page: lazyPage(() => import("@/pages/home")) },
  { path: "/projects", page: lazyPage(() => import("@/pages/projects")) },
  { path: "/projects/:category", page: lazyPage(() => import("@/pages/project-category")) },
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
  { path: "/admin", page: dataPage(() => import("@/pages/admin")) },
  { path: "/admin/leads", page: dataPage(() => import("@/pages/admin-leads")) },
  { path: "/admin/account", page: dataPage(() => import("@/pages/admin-account")) },
  { path: "/admin/mail", page: dataPage(() => import("@/pages/admin-mail")) },
  { path: "/admin/quotes", page: dataPage(() => import("@/pages/admin-quotes")) },
  { path: "/admin/contracts", page: dataPage(() => import("@/pages/admin-contracts")) },
  { path: "/admin/quotes/:id", page: dataPage(() => import("@/pages/admin-quote")) },
  { path: "/admin/contracts/:id", page: dataPage(() => import("@/pages/admin-contract")) },
  { path: "/create-quote", page: dataPage(() => import("@/pages/create-quote")) },
  // The client's pages: each names the client's link token, never a quote's or contract's id.
  { path: "/quote/:token", page: dataPage(() => import("@/pages/quote")) },
  { path: "/contract/:token", page: dataPage(() => import("@/pages/contract")) },
  { path: "/contract-confirmation/:token", page: dataPage(() => import("@/pages/contract-confirmation")) },
];

export const notFoundPage = lazyPage(() => import("@/pages/not-found"));

const parser: Parser = (route, loose) => parsePattern(route, loose);

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]);
}

/** Loads the page module of a path so it can render without suspending. */
export async function preloadPage(path: string): Promise<void> {
  await (findRoute(path)?.page ?? notFoundPage).preload();
}
