/**
 * What the server binds to each entry of the endpoint table (shared/api/endpoints.ts): its handler,
 * and the middleware a route needs before its body is read. The handler's params, body and answer
 * are typed from the entry itself, so a handler cannot answer other than its contract says.
 */
import type { Request, RequestHandler, Response } from "express";
import type { z } from "zod";
import type { $ZodType, output } from "zod/v4/core";
import type { Endpoint, EndpointName, EndpointTable } from "../../shared/api/endpoints";
import type { RequestContext } from "../storage/events";

/** "/api/quotes/{id}/notes" -> { id: string }. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name]: string } & PathParams<Rest>
  : unknown;

type BodyOf<E extends Endpoint> = E extends { body: { schema: infer Schema extends $ZodType } }
  ? output<Schema>
  : E extends { body: { file: string } }
    ? unknown
    : undefined;

/** A JSON answer's value before it is encoded; a file route writes its answer itself and returns nothing. */
type AnswerOf<E extends Endpoint> = E["success"]["answer"] extends z.ZodType ? z.output<E["success"]["answer"]> : void;

/** Returned by a handler that has written a different answer itself (the health check's 503). */
export const answered: unique symbol = Symbol("answered");

export type SignedInAdmin = { userId: string; email: string };

/** Everything a handler is given. */
export type Call<E extends Endpoint> = {
  req: Request;
  res: Response;
  params: PathParams<E["path"]>;
  /** Parsed with the entry's schema (a 400 before the handler when it does not parse); a raw file body as read. */
  body: BodyOf<E>;
  /** The app's one clock, read once as the request reaches its handler. */
  now: Date;
  /** The caller's address and browser, as events record them. */
  context: RequestContext;
  /** The signed-in admin: always there for admin routes (the guard has run). */
  admin: E["access"] extends "admin" ? SignedInAdmin : SignedInAdmin | undefined;
};

export type Handler<E extends Endpoint> = (call: Call<E>) => Promise<AnswerOf<E> | typeof answered> | AnswerOf<E> | typeof answered;

/** A handler, or a handler with the middleware that runs after the access guard and before the body is parsed. */
export type Binding<E extends Endpoint> = Handler<E> | { before: RequestHandler[]; handle: Handler<E> };

/** One binding for every entry of the table, and no other (a missing or extra one is a type error). */
export type EndpointBindings = { [Name in EndpointName]: Binding<EndpointTable[Name]> };

/** What one module of handlers binds: some of the table's entries, none outside it. */
export type SomeBindings = Partial<EndpointBindings>;
