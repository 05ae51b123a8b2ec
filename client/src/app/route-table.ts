/**
 * Every route of the app in one table: the route switch renders it, the browser preloads the
 * current page from it before hydrating, and the build prerenders its public pages.
 */
import { matchRoute, type Parser } from "wouter";
import { parse as parsePattern } from "regexparam";
import { lazyPage, type LazyPage } from "./lazy-page";

export type AppRoute = { path: string; page: LazyPage };

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
