import type { NextFunction, Request, Response } from "express";
import { forbidden } from "../errors";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers always send Origin
 * (or Sec-Fetch-Site) with such requests; tools without a browser send neither and carry no victim's
 * cookies, so they pass.
 */
export function rejectCrossOrigin(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const refused = forbidden("CROSS_ORIGIN", "This request came from another website and was refused.");
    if (origin) {
      let host: string | null = null;
      try {
        host = new URL(origin).host;
      } catch {
        return next(refused);
      }
      if (origin !== publicOrigin && host !== req.get("host")) return next(refused);
      return next();
    }
    if (req.get("sec-fetch-site") === "cross-site") return next(refused);
    next();
  };
}
