/**
 * Every redirect the server answers stays on this site. Browsers read `//host` and `/\host` (and a
 * tab or line break inside them) as another site's address, so a path like `//evil.example/` that a
 * naive trailing-slash redirect echoes back would send a visitor, from a link on the business's own
 * domain, anywhere. Two guards, one rule (`sameSiteTarget`), and no patching of the response:
 *  - paths that start like another site's address are refused with 404 before any handler sees them;
 *  - every redirect the server makes goes through `redirect` below, the one place allowed to set a
 *    Location (eslint.config.js refuses `res.redirect` and a Location header anywhere else in server/,
 *    decision 0152); the libraries that could redirect are set not to (express.static's `redirect: false`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Response } from "express";
import { statusOf } from "../shared/api-errors";

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

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export type RedirectOptions = {
  /**
   * An off-site address the caller has checked and means to send the visitor to (the business's
   * Google review page, validated as https on a Google host when the owner saved it and again when
   * it is used): the one target that may leave the site, sent without a Referer.
   */
  checkedOffSite?: boolean;
  /** Answers a refused target instead of the bare 404 (the pages' not-found page). */
  refused?: () => void;
};

/**
 * The only way the server answers a redirect: `target` goes out as the Location only when it stays on
 * this site (sameSiteTarget), or when the caller marks it as an address it checked; anything else is
 * refused with a bare 404 without a Location or a body that could link to the target.
 */
export function redirect(res: Response, status: RedirectStatus, target: string, options: RedirectOptions = {}): void {
  if (options.checkedOffSite) {
    const location = checkedOffSiteLocation(target);
    if (location !== null) {
      res.status(status).set({ Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }).end();
      return;
    }
  } else {
    const safe = sameSiteTarget(target);
    if (safe !== null) return res.redirect(status, safe);
  }
  if (options.refused) return options.refused();
  res.status(statusOf("NOT_FOUND")).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found");
}

/** A checked off-site target must still be an absolute https address, normalized; null otherwise. */
function checkedOffSiteLocation(target: string): string | null {
  try {
    const url = new URL(target);
    return url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
