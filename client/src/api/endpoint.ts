/**
 * The browser's typed way to call the API: by the endpoint table's name, with the path's parameters,
 * the body and the answer typed from that entry (shared/api/endpoints.ts). The table is imported as a
 * type only, so its zod schemas never reach a page's bundle; at run time only the small name → method
 * and path map (shared/api/routes.ts) is shipped. Decision 0154.
 *
 * Answers are the wire shapes (z.input of the entry's answer schema: timestamps as text), read as the
 * server sent them: the server sends every answer through that same schema and the API tests check
 * each one, so this is the single place the browser takes the server at its word.
 */
import type { input } from "zod/v4/core";
import type { EndpointName, EndpointTable } from "@shared/api/endpoints";
import { routes } from "@shared/api/routes";
import { apiRequest } from "@/lib/api";

type Entry<Name extends EndpointName> = EndpointTable[Name];

/** The {names} of an OpenAPI-style path: "/api/a/{id}/b/{visitId}" -> "id" | "visitId". */
type ParamNames<Path extends string> = Path extends `${string}{${infer Param}}${infer Rest}` ? Param | ParamNames<Rest> : never;

export type EndpointParams<Name extends EndpointName> = Record<ParamNames<Entry<Name>["path"]>, string>;

/**
 * A field whose schema prepares any input first (z.preprocess-style: blank text to nothing) has the
 * input type `unknown`, which zod marks required; on the wire it may be left out like any optional field.
 */
type UnknownMayBeLeftOut<Body> = Body extends object
  ? { [Key in keyof Body as unknown extends Body[Key] ? never : Key]: Body[Key] } & {
      [Key in keyof Body as unknown extends Body[Key] ? Key : never]?: Body[Key];
    }
  : Body;

/** What the entry takes: JSON by its schema (or form data when it also reads multipart), a raw file, or nothing. */
export type EndpointBody<Name extends EndpointName> =
  Entry<Name> extends { body: { schema: infer Schema; multipart: string | true } }
    ? UnknownMayBeLeftOut<input<Schema>> | FormData
    : Entry<Name> extends { body: { schema: infer Schema } }
      ? UnknownMayBeLeftOut<input<Schema>>
      : Entry<Name> extends { body: { file: string } }
        ? Blob
        : never;

/** The success answer as it arrives (z.input: the wire shape, timestamps as text). */
export type EndpointAnswer<Name extends EndpointName> = Entry<Name>["success"]["answer"] extends { file: string }
  ? never
  : input<Entry<Name>["success"]["answer"]>;

/** The endpoints that answer JSON: the ones called through `api`; a file answer is opened by its address (endpointUrl). */
export type JsonEndpointName = { [Name in EndpointName]: [EndpointAnswer<Name>] extends [never] ? never : Name }[EndpointName];

type ParamsPart<Name extends EndpointName> = [ParamNames<Entry<Name>["path"]>] extends [never]
  ? { params?: undefined }
  : { params: EndpointParams<Name> };
type BodyPart<Name extends EndpointName> = [EndpointBody<Name>] extends [never] ? { body?: undefined } : { body: EndpointBody<Name> };
/** A query string for a list's filters (only GET routes read one). */
type QueryPart<Name extends EndpointName> = Entry<Name>["method"] extends "get" ? { query?: URLSearchParams | string } : { query?: undefined };

export type EndpointArgs<Name extends EndpointName> = ParamsPart<Name> & BodyPart<Name> & QueryPart<Name>;

/** Arguments may be left out when nothing in them is required (`api.listQuotes()`). */
type ArgsTuple<Name extends EndpointName> = object extends EndpointArgs<Name> ? [args?: EndpointArgs<Name>] : [args: EndpointArgs<Name>];

type UrlArgs<Name extends EndpointName> = [ParamNames<Entry<Name>["path"]>] extends [never]
  ? [params?: undefined, query?: URLSearchParams | string]
  : [params: EndpointParams<Name>, query?: URLSearchParams | string];

/** The entry's address with its parameters filled in (each percent-encoded), for links and downloads the browser opens itself. */
export function endpointUrl<Name extends EndpointName>(name: Name, ...[params, query]: UrlArgs<Name>): string {
  const values: Record<string, string> = params ?? {};
  const path = routes[name].path.replace(/\{(\w+)\}/g, (_, param: string) => encodeURIComponent(values[param] ?? ""));
  const search = query === undefined ? "" : String(query);
  return search ? `${path}?${search}` : path;
}

/** Calls the entry and reads its answer; a non-ok answer throws ApiError (lib/api.ts). */
export async function callEndpoint<Name extends JsonEndpointName>(name: Name, ...[args]: ArgsTuple<Name>): Promise<EndpointAnswer<Name>> {
  const { params, body, query } = (args ?? {}) as { params?: Record<string, string>; body?: unknown; query?: URLSearchParams | string };
  const url = (endpointUrl as (name: EndpointName, params?: Record<string, string>, query?: URLSearchParams | string) => string)(name, params, query);
  const response = await apiRequest(routes[name].method.toUpperCase(), url, body);
  const answer: EndpointAnswer<Name> = await response.json();
  return answer;
}

export type EndpointCall<Name extends JsonEndpointName> = (...args: ArgsTuple<Name>) => Promise<EndpointAnswer<Name>>;

/** One function per JSON endpoint of the table: `api.createChangeOrder({ params: { id }, body })`. */
export const api = Object.fromEntries(
  Object.keys(routes).map((name) => [name, (args?: unknown) => (callEndpoint as (name: string, args?: unknown) => unknown)(name, args)]),
) as { [Name in JsonEndpointName]: EndpointCall<Name> };
