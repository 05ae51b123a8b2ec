/**
 * Every redirect the server answers stays on this site. Browsers read `//host` and `/\host` (and a
 * tab or line break inside them) as another site's address, so a path like `//evil.example/` that a
 * naive trailing-slash redirect echoes back would send a visitor, from a link on the business's own
 * domain, anywhere. Three guards, one rule (`sameSiteTarget`):
 *  - paths that start like another site's address are refused with 404 before any handler sees them;
 *  - our own redirects (legacy addresses, trailing slashes) go through `redirectWithinSite`;
 *  - any other code that sets a Location (a library's directory redirect, Vite) is checked when the
 *    answer's head is written, and an off-site one becomes a 404.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Response } from "express";

/** Any origin stands in: only whether the target keeps it matters. */
const probeOrigin = "http://same-site.invalid";

/**
 * The target as a same-site path (pathname, query and fragment, starting with exactly one "/"), or
 * null when a browser would leave the site following it: another scheme or host, `//host`, `/\host`,
 * or anything that only becomes a path on the site after dot segments are resolved into `//`.
 */
export function sameSiteTarget(target: string): string | null {
  // A backslash is a slash to browsers in http(s) URLs; we never redirect to one, so refuse it outright.
  if (target.includes("\\")) return null;
  // Our redirects are paths: any scheme ("http:evil.example" is relative only on an http page) is refused.
  // eslint-disable-next-line no-control-regex -- URL parsers skip leading controls and spaces, so must we
  if (/^[\u0000-\u0020]*[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, probeOrigin + "/");
  } catch {
    return null;
  }
  if (resolved.origin !== probeOrigin) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  return /^\/(?![/\\])/.test(path) ? path : null;
}

/**
 * Decodes percent-escapes of ASCII characters, a few rounds over (so %252F%252F is seen for what it
 * may become). Escapes of other bytes are left alone: only ASCII can be a slash, a backslash or a
 * tab, and a malformed escape elsewhere (`/%zz`) must not hide a `%2F` beside it.
 */
function decodedForChecking(path: string): string {
  let current = path;
  for (let round = 0; round < 3; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * True for a request path that starts like another site's address: two or more of `/` and `\` (raw
 * or percent-encoded, once or several times, with tabs or line breaks between), e.g. `//evil.example/`,
 * `/\evil.example`, `/%2F%2Fevil.example`, `/%5Cevil.example`, `///evil.example`.
 */
export function looksOffSite(rawPath: string): boolean {
  // Most paths are settled by their second character; only these can become a second slash.
  if (rawPath.startsWith("/") && !"/\\%".includes(rawPath.charAt(1) || "-")) return false;
  // Browsers drop tabs and line breaks inside URLs; a backslash is a slash to them.
  const compact = decodedForChecking(rawPath).replace(/[\t\n\r]/g, "");
  return /^[/\\]\s*[/\\]/.test(compact);
}

function pathOf(url: string | undefined): string {
  const raw = url ?? "/";
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}

/** Refuses, with a plain 404, any request whose path starts like another site's address. */
export function refuseOffSitePaths(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  if (!looksOffSite(pathOf(req.url))) return next();
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Not found");
}

/** Redirects to `target` and returns true if it is on this site; returns false (nothing sent) otherwise. */
export function redirectWithinSite(res: Response, status: 301 | 302 | 307 | 308, target: string): boolean {
  const safe = sameSiteTarget(target);
  if (safe === null) return false;
  res.redirect(status, safe);
  return true;
}

/**
 * Off-site addresses a handler checked and chose to send a visitor to (the business's Google review
 * page, validated as https on a Google host when the owner saved it and again when it is used). Kept
 * per answer, so only that answer may carry that one Location.
 */
const approvedOffSiteTargets = new WeakMap<ServerResponse, string>();

/** Redirects (302) to an off-site address the caller has checked; the guard below lets exactly it through. */
export function redirectOffSite(res: Response, target: string): void {
  const location = new URL(target).href;
  approvedOffSiteTargets.set(res, location);
  res.status(302).set({ Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }).end();
}

function locationIn(headers: OutgoingHttpHeaders | readonly unknown[] | undefined): string | undefined {
  if (!headers || Array.isArray(headers)) return undefined;
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === "location") return String(value);
  }
  return undefined;
}

/**
 * The last guard, for Location headers set by code that is not ours: before the answer's head goes
 * out, an off-site Location turns the answer into a bare 404, and its body (which may link to the
 * target) is dropped.
 */
export function guardLocationHeaders(_req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let refused = false;
  const offSite = (headers?: OutgoingHttpHeaders) => {
    const location = locationIn(headers) ?? res.getHeader("location");
    if (location !== undefined && approvedOffSiteTargets.get(res) === String(location)) return false;
    return location !== undefined && sameSiteTarget(String(location)) === null;
  };
  const refuse = () => {
    refused = true;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    return writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  };
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | undefined;
    return offSite(headers) ? refuse() : writeHead(...args);
  }) as typeof res.writeHead;
  res.write = ((...args: unknown[]) => {
    if (!refused && !res.headersSent && offSite()) refuse();
    return refused ? true : write(...args);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (!refused && !res.headersSent && offSite()) refuse();
    if (!refused) return end(...args);
    const callback = args.find((arg) => typeof arg === "function");
    return callback ? end("Not found", callback) : end("Not found");
  }) as typeof res.end;
  next();
}
