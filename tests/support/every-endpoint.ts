/**
 * One call to every route of the endpoint table, for the tests that must hold on every route (a
 * database that cannot answer is a 503 everywhere). Path parameters get values of the right shape:
 * the client's link token where a route takes `{token}`, a day where it takes `{day}`, a file name for
 * `{file}` (a built-in image), and a well-formed id elsewhere; bodies are empty objects (the answer must come before any
 * body is judged, or be the body's 400).
 */
import type { RequestListener } from "node:http";
import request from "supertest";
import { endpoints, type NamedEndpoint } from "../../shared/api/endpoints";

type Agent = ReturnType<typeof request.agent>;

export type EndpointAnswer = { endpoint: NamedEndpoint; status: number; code?: string; retryAfter?: string };

function concretePath(path: string, linkToken: string): string {
  return path
    .replace("{token}", linkToken)
    .replace("{day}", "2027-06-15")
    .replace("{file}", "logo.svg")
    .replace(/\{\w+\}/g, "7d4cf2a0-3b7e-4f7c-9a51-2d6b8c0e1f35");
}

/** Calls every entry once, as `caller` (an agent with the admin's cookie, or the bare app). */
export async function callEveryEndpoint(caller: RequestListener | Agent, linkToken: string): Promise<EndpointAnswer[]> {
  const answers: EndpointAnswer[] = [];
  for (const endpoint of endpoints) {
    const path = concretePath(endpoint.path, linkToken);
    const agent = typeof caller === "function" ? request(caller) : caller;
    const pending = agent[endpoint.method](path);
    const response = await (endpoint.method === "get" ? pending : pending.send({}));
    const body = response.body as { code?: unknown } | undefined;
    answers.push({
      endpoint,
      status: response.status,
      code: typeof body?.code === "string" ? body.code : undefined,
      retryAfter: response.headers["retry-after"] as string | undefined,
    });
  }
  return answers;
}

/** "post /api/quotes 500 INTERNAL" for each answer that is not the database's 503, to read in a failure. */
export function notUnavailable(answers: EndpointAnswer[]): string[] {
  return answers
    .filter((answer) => answer.status !== 503 || answer.code !== "DATABASE_UNAVAILABLE")
    .map((answer) => `${answer.endpoint.method} ${answer.endpoint.path} ${answer.status} ${answer.code ?? ""}`.trim());
}
