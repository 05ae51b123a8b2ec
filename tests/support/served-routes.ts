/**
 * The routes an Express app really serves, read from its routers' stacks (Express 5, router 2:
 * each layer keeps the path it was registered with as `rawPath`; a route layer has `route.methods`,
 * a mounted router its own `stack`). The contract test compares the /api ones with the endpoint
 * table, so a route registered beside the table (an `api.get(...)`) is reported, whoever added it.
 */
import type { Express } from "express";

type Layer = { rawPath?: unknown; route?: { path: unknown; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };

/** "METHOD /full/path" for every route, in registration order, nested routers included. */
export function servedRoutes(app: Express): string[] {
  const walk = (stack: Layer[], prefix: string): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        const path = `${prefix}${String(layer.route.path)}`;
        // `_all` is a route.all(...): every method, reported as "all".
        return Object.keys(layer.route.methods).map((method) => `${method === "_all" ? "all" : method} ${path}`);
      }
      const nested = layer.handle?.stack;
      if (!nested) return [];
      const mountPath = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
      return walk(nested, `${prefix}${mountPath}`);
    });
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack, "");
}

/** The served routes under /api that `expected` does not list, and the listed ones not served. */
export function routeDrift(app: Express, expected: readonly string[]): { extra: string[]; missing: string[] } {
  const served = servedRoutes(app).filter((route) => / \/api(\/|$)/.test(route));
  const remaining = [...expected];
  const extra: string[] = [];
  for (const route of served) {
    const index = remaining.indexOf(route);
    if (index === -1) extra.push(route);
    else remaining.splice(index, 1);
  }
  return { extra, missing: remaining };
}
