import type { NextFunction, Request, Response } from "express";
import { unauthorized } from "../errors";

export function isAdmin(req: Request): boolean {
  return Boolean(req.session?.adminEmail);
}

/** Admin data needs an admin session on the server; the browser's flag only decides what it shows first. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!isAdmin(req)) return next(unauthorized());
  next();
}
