/**
 * /api/openapi.json: an OpenAPI 3.1 document generated from the endpoint table and the response
 * schemas in shared/api/, so the documentation cannot drift from what the routes answer.
 */
import { z } from "zod";
import type { $ZodType } from "zod/v4/core";
import { endpointByName, endpoints, errorStatuses, type Answer, type Endpoint } from "../shared/api/endpoints";
import * as responses from "../shared/api/responses";
import { codesWithStatus, errorCatalogue, errorCodes, type ErrorStatus } from "../shared/api-errors";
import { bodyBytesOf, formatBodyLimit } from "../shared/api/body-limits";

/** "quoteAnswerSchema" -> "QuoteAnswer": the exported name of each response schema names its component. */
const componentName = (exportName: string) => exportName[0].toUpperCase() + exportName.slice(1).replace(/Schema$/, "");

/** "post /api/quotes/{id}/send" -> "postQuotesIdSend". */
const operationId = (endpoint: Endpoint) =>
  endpoint.method +
  endpoint.path
    .replace(/^\/api/, "")
    .replace(/[{}]/g, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

const statusText: Record<ErrorStatus, string> = {
  400: "The request is not valid (see `errors` for each field)",
  401: "An admin session is needed, or the credentials are wrong",
  403: "Sent from another website",
  404: "No such record",
  409: "The record's state does not allow this now",
  410: "The client's link was replaced by a newer one: ask the business for the new link",
  413: "Too large",
  415: "The body's content type or encoding is not supported",
  422: "The request is readable but the record cannot take it (see `errors`)",
  429: "Too many requests (see Retry-After)",
  500: "Something went wrong on the server",
  503: "The database cannot answer right now (see Retry-After): try again",
};

/** A status's summary and the codes it can carry, from the error catalogue. */
const statusDescription = (status: ErrorStatus) => {
  const codes = codesWithStatus(status).map((code) => `\`${code}\``);
  return `${statusText[status]}. Codes: ${codes.join(", ")}.`;
};

/** One line per code: its status and meaning. */
const codeList = errorCodes.map((code) => `- \`${code}\` (${errorCatalogue[code].status}): ${errorCatalogue[code].description}`).join("\n");

const accessText = {
  public: "Anyone.",
  admin: "Admin session required (cookie `forma.sid`).",
  "link-holder": "Anyone holding the client's link token (never an id); a replaced link answers 410 LINK_REPLACED.",
  "admin-or-link-holder": "An admin session (cookie `forma.sid`), or anyone holding the link this path was e-mailed as.",
};

/** Who may call it, and for a path kept for earlier callers, which endpoint answers them. */
const description = (endpoint: Endpoint) =>
  endpoint.withoutSession
    ? `${accessText[endpoint.access]} Without one: answered as ${endpointByName(endpoint.withoutSession).method.toUpperCase()} ${endpointByName(endpoint.withoutSession).path}.`
    : accessText[endpoint.access];

const security = {
  public: {},
  "link-holder": {},
  admin: { security: [{ adminSession: [] }] },
  // An empty requirement: the route is also open without the cookie.
  "admin-or-link-holder": { security: [{ adminSession: [] }, {}] },
};

type JsonSchema = Record<string, unknown>;

function buildDocument(publicUrl: string) {
  // Every schema goes into one registry with a name, so the document is one set of components that
  // refer to each other ($ref) instead of repeating the quote in every answer.
  const registry = z.registry<{ id: string }>();
  for (const [exportName, schema] of Object.entries(responses)) {
    if (schema instanceof z.ZodType) registry.add(schema, { id: componentName(exportName) });
  }
  for (const endpoint of endpoints) {
    if (endpoint.body && "schema" in endpoint.body && !registry.has(endpoint.body.schema)) {
      registry.add(endpoint.body.schema, { id: `${operationId(endpoint)}Body` });
    }
  }
  // Described as they travel: timestamps as text, request bodies before parsing.
  const { schemas } = z.toJSONSchema(registry, { io: "input", unrepresentable: "any", uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  const componentSchemas = Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...rest }]) => [id, rest]));
  const ref = (schema: $ZodType) => ({ $ref: `#/components/schemas/${registry.get(schema)?.id}` });

  const content = (answer: Answer) =>
    "file" in answer
      ? { [answer.file]: { schema: { type: "string", contentMediaType: answer.file } } }
      : { "application/json": { schema: ref(answer) } };

  // A JSON body (perhaps also as multipart form data), or a file sent as the raw body.
  const requestBody = (body: NonNullable<Endpoint["body"]>) => ({
    required: true,
    // The JSON body's bound, read before it is parsed (413 past it); a file states its own below.
    ...("schema" in body ? { description: `At most ${formatBodyLimit(bodyBytesOf(body))} of JSON (413 past it).` } : {}),
    content:
      "file" in body
        ? { [body.file]: { schema: { type: "string", contentMediaType: body.file, description: `At most ${body.maxBytes / (1024 * 1024)} MB.` } } }
        : {
            "application/json": { schema: ref(body.schema) },
            ...(body.multipart
              ? {
                  "multipart/form-data": {
                    schema: {
                      type: "object",
                      description:
                        typeof body.multipart === "string" ? body.multipart : "The JSON fields as form fields, and image files in `photos`.",
                    },
                  },
                }
              : {}),
          },
  });

  const operation = (endpoint: Endpoint) => {
    const parameters = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
    }));
    const errors = Object.fromEntries(
      errorStatuses(endpoint).map((status) => [
        String(status),
        {
          description: statusDescription(status),
          content: { "application/json": { schema: ref(responses.errorAnswerSchema) } },
        },
      ]),
    );
    return {
      operationId: operationId(endpoint),
      summary: endpoint.summary,
      description: description(endpoint),
      ...(endpoint.withoutSession ? { security: [{ adminSession: [] }, {}] } : security[endpoint.access]),
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.body ? { requestBody: requestBody(endpoint.body) } : {}),
      responses: { [String(endpoint.success.status)]: { description: "Success", content: content(endpoint.success.answer) }, ...errors },
    };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) (paths[endpoint.path] ??= {})[endpoint.method] = operation(endpoint);

  return {
    openapi: "3.1.0",
    info: {
      title: "Forma Concrete API",
      version: "1.0.0",
      description: `Leads, quotes and signed contracts. Every error answers \`{ success: false, code, message, errors?, requestId? }\`; the status is always the one of its \`code\` (listed below). Every answer carries an \`X-Request-Id\` header (the caller's own when it is 1-64 characters of A-Z, a-z, 0-9, \`.\`, \`_\` and \`-\`, else a new UUID); an error's \`requestId\` is the same id.\n\n${codeList}`,
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      schemas: componentSchemas,
      securitySchemes: { adminSession: { type: "apiKey", in: "cookie", name: "forma.sid" } },
    },
  };
}

let cached: { publicUrl: string; document: ReturnType<typeof buildDocument> } | undefined;

/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument(publicUrl: string) {
  if (cached?.publicUrl !== publicUrl) cached = { publicUrl, document: buildDocument(publicUrl) };
  return cached.document;
}
