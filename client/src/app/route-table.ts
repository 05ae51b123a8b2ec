/**
 * Every route of the app in one table: the route switch renders it, the browser preloads the
 * current page from it before hydrating, and the build prerenders its public pages.
 */
import { matchRoute, type Parser } from "wouter";
import { parse as parsePattern } from "regexparam";
import { lazyPage, type LazyPage } from "./lazy-page";

export type AppRoute = { path: string; page: LazyPage; public: boolean };

const pages = {
  home: lazyPage(() => import("@/pages/home")),
  notFound: lazyPage(() => import("@/pages/not-found")),
};

export const routes: AppRoute[] = [{ path: "/", page: pages.home, public: true }];

export const notFoundPage = pages.notFound;

const parser: Parser = (route, loose) => parsePattern(route, loose);

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]);
}

/** Loads the page module of a path so it can render without suspending. */
export async function preloadPage(path: string): Promise<void> {
  await (findRoute(path)?.page ?? notFoundPage).preload();
}
