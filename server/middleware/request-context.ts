import type { Request } from "express";
import type { RequestContext } from "../storage/events";

/**
 * The caller's address (honouring TRUST_PROXY) and browser, as recorded with events and signatures.
 * IPv4 callers of a dual-stack server appear as "::ffff:1.2.3.4"; they are recorded as "1.2.3.4".
 */
export function requestContext(req: Request): RequestContext {
  const ip = req.ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? null;
  return { ip, userAgent: req.get("user-agent")?.slice(0, 500) ?? null };
}
