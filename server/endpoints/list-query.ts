import type { Request } from "express";
import type { Parsed } from "../../shared/list-query";
import { badRequest } from "../errors";

/** A list's query parameters, read by the shared parser; anything it refuses is a 400 naming each parameter. */
export function parseListQuery<T>(req: Request, parse: (raw: Record<string, unknown>) => Parsed<T>): T {
  const parsed = parse(req.query as Record<string, unknown>);
  if (parsed.ok) return parsed.value;
  throw badRequest("VALIDATION_FAILED", Object.values(parsed.errors)[0], parsed.errors);
}
