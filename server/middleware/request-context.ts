import type { Request } from "express";
import type { RequestContext } from "../storage/events";

/** The caller's address (honouring TRUST_PROXY) and browser, as recorded with events and signatures. */
export function requestContext(req: Request): RequestContext {
  return { ip: req.ip ?? null, userAgent: req.get("user-agent")?.slice(0, 500) ?? null };
}
