/**
 * Registers every route of the API from the endpoint table (shared/api/endpoints.ts) and the handlers
 * bound to it (server/endpoints/bindings.ts), so what the table says of a route is what the route
 * does: its access guard, its body's bound and schema (server/endpoints/body-reader.ts; a 400 in
 * parseBody's shape), its success status and answer schema (through `respond`). No route is
 * registered anywhere else (decision 0119).
 */
import type { NextFunction, Request, RequestHandler, Response, Router } from "express";
import { endpointByName, endpoints, type Endpoint, type EndpointName, type NamedEndpoint } from "../../shared/api/endpoints";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { requestContext } from "../middleware/request-context";
import { respond } from "../respond";
import { countsEveryRequest } from "../middleware/rate-limits";
import { jsonShapeProblem } from "../middleware/json-depth";
import { parseBody } from "../validation";
import { bodyReader, type BadBodyLimit } from "./body-reader";
import { answered, type EndpointBindings, type SignedInAdmin } from "./binding";

/** A handler as mount sees it: called with what every handler gets, typed per entry where it is written. */
type LooseCall = { req: Request; res: Response; params: Record<string, string>; body: unknown; now: Date; context: unknown; admin?: SignedInAdmin };
type LooseBinding = ((call: LooseCall) => unknown) | { before: RequestHandler[]; handle: (call: LooseCall) => unknown };

/** "/api/quotes/{id}/pdf" -> "/quotes/:id/pdf" (the router is mounted at /api). */
export const expressPath = (path: string) => path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1");

/** An admin route kept open to earlier anonymous callers hands them on to the next route: its `withoutSession` entry. */
const adminOrNextRoute: RequestHandler = (req: Request, _res: Response, next: NextFunction) => (isAdmin(req) ? next() : next("route"));

function guard(endpoint: Endpoint): RequestHandler[] {
  if (endpoint.withoutSession) return [adminOrNextRoute];
  // Link holders are checked by the handler, which resolves the token (404, 410) or the legacy link.
  return endpoint.access === "admin" ? [requireAdmin] : [];
}

/** Where the parsed body waits between the step that parses it and the handler. */
const parsedBodyKey = "parsedBody";

function chain(endpoint: Endpoint, binding: LooseBinding, clock: () => Date, badBodies: BadBodyLimit): RequestHandler[] {
  const before = typeof binding === "function" ? [] : binding.before;
  const handle = typeof binding === "function" ? binding : binding.handle;
  const answer = endpoint.success.answer;
  const run: RequestHandler = async (req, res) => {
    const body = endpoint.body === undefined ? undefined : "schema" in endpoint.body ? res.locals[parsedBodyKey] : req.body;
    const params = Object.fromEntries(Object.entries(req.params).map(([name, value]) => [name, String(value)]));
    const result = await handle({ req, res, params, body, now: clock(), context: requestContext(req), admin: req.admin });
    // A file answer is written by its handler.
    if (result === answered || "file" in answer) return;
    respond(res, answer, result, endpoint.success.status);
  };
  const json = endpoint.body && "schema" in endpoint.body ? endpoint.body : undefined;
  if (!json) return [...guard(endpoint), ...before, run];
  // The body is read after the last limiter that counts every request (the public writes'), so a
  // caller past their limit is refused before a byte of it is read (docs/decisions/0150).
  const counting = before.reduce((last, step, index) => (countsEveryRequest in step ? index + 1 : last), 0);
  const reader = bodyReader(json, badBodies);
  const parse: RequestHandler = (req, res, next) => {
    // A multipart form's fields are bounded like a JSON body's before the schema walks them.
    const problem = jsonShapeProblem(req.body);
    if (problem) return next(problem);
    res.locals[parsedBodyKey] = parseBody(json.schema, req.body);
    next();
  };
  return [
    ...guard(endpoint),
    ...before.slice(0, counting),
    reader.refuseAfterTooManyBadBodies,
    ...[reader.read, ...before.slice(counting), parse].map(reader.counted),
    run,
  ];
}

/** Every entry bound, and nothing else: a missing binding would leave a documented route unserved. */
function checkBindings(bindings: Record<string, unknown>): void {
  const names = new Set<string>(endpoints.map((endpoint) => endpoint.name));
  const missing = [...names].filter((name) => !(name in bindings));
  const extra = Object.keys(bindings).filter((name) => !names.has(name));
  if (missing.length || extra.length) {
    throw new Error(
      `The endpoint bindings do not match the endpoint table: missing ${missing.join(", ") || "none"}; extra ${extra.join(", ") || "none"}`,
    );
  }
}

/** Registers the table's routes on the API router, in the table's order. */
export function mountEndpoints(router: Router, bindings: EndpointBindings, clock: () => Date, badBodies: BadBodyLimit): void {
  checkBindings(bindings);
  // Each binding is typed by its own entry; looked up by a name known only at run time, TypeScript
  // cannot pair an entry with its binding, so here they are handled as any entry and binding.
  const loose = bindings as unknown as Record<EndpointName, LooseBinding>;
  const add = (endpoint: NamedEndpoint, path: string) =>
    router[endpoint.method](expressPath(path), ...chain(endpoint, loose[endpoint.name], clock, badBodies));
  for (const endpoint of endpoints) {
    add(endpoint, endpoint.path);
    // Callers without a session fall through to the entry named by withoutSession, at the same path.
    if (endpoint.withoutSession) add(endpointByName(endpoint.withoutSession), endpoint.path);
  }
}
