import type { NextFunction, Request, Response } from "express";
import { forbidden } from "../errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers always send Origin
 * (or Sec-Fetch-Site) with such requests; tools without a browser send neither and carry no victim's
 * cookies, so they pass. An origin is scheme, host and port together: https://host is not the
 * origin of a site served at http://host.
 */
export function rejectCrossOrigin(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const refused = forbidden("CROSS_ORIGIN", "This request came from another website and was refused.");
    if (origin) {
      // The public address, or the address this request was really made to (scheme as Express sees
      // it, so behind a proxy only when TRUST_PROXY says so).
      const ownOrigin = `${req.protocol}://${req.get("host")}`;
      if (origin !== publicOrigin && origin !== ownOrigin) return next(refused);
      return next();
    }
    if (req.get("sec-fetch-site") === "cross-site") return next(refused);
    next();
  };
}
