/**
 * Every JSON answer of every API test is checked against the endpoint table (shared/api/endpoints.ts):
 * a success must match its route's response schema, an error must have the error shape and a status
 * the route documents. A mismatch fails the test that caused it. Imported by test-app.ts, so every API
 * test file runs with it. It watches Express's res.json, through which every answer is sent (the
 * client's quote read included, decision 0152).
 */
import express from "express";
import { afterEach, expect } from "vitest";
import { z } from "zod";
import { errorStatuses, findEndpoint } from "../../shared/api/endpoints";
import { errorAnswerSchema } from "../../shared/api/responses";
import { statusOf } from "../../shared/api-errors";

const mismatches: string[] = [];

/** Why this answer does not match the table, or null when it does. */
export function answerMismatch(method: string, path: string, status: number, body: unknown): string | null {
  const endpoint = findEndpoint(method, path);
  const where = `${method} ${path} ${status}`;
  if (status >= 400) {
    const parsed = errorAnswerSchema.safeParse(body);
    if (!parsed.success) return `${where}: not the error shape: ${z.prettifyError(parsed.error)}`;
    if (statusOf(parsed.data.code) !== status) return `${where}: ${parsed.data.code} is ${statusOf(parsed.data.code)} in the error catalogue`;
    if (endpoint && !errorStatuses(endpoint).some((documented) => documented === status))
      return `${where}: status not documented for ${endpoint.path}`;
    return null;
  }
  if (!endpoint) return `${where}: no such route in the endpoint table`;
  if (status !== endpoint.success.status) return `${where}: documented success is ${endpoint.success.status}`;
  const answer = endpoint.success.answer;
  if ("file" in answer) return answer.file === "application/json" ? null : `${where}: documented as a ${answer.file} file, answered JSON`;
  // The body as it travelled (JSON text); decoding checks it is exactly the schema's wire format.
  const parsed = z.safeDecode(answer, JSON.parse(JSON.stringify(body)));
  return parsed.success ? null : `${where}: ${z.prettifyError(parsed.error)}`;
}

const sendJson = express.response.json;
express.response.json = function checkedJson(this: express.Response, body: unknown) {
  const req = this.req;
  if (req.originalUrl.startsWith("/api/")) {
    const mismatch = answerMismatch(req.method, req.originalUrl.split("?")[0], this.statusCode, body);
    if (mismatch) mismatches.push(mismatch);
  }
  return sendJson.call(this, body);
};

afterEach(() => {
  const found = mismatches.splice(0);
  expect(found, "answers that do not match shared/api/endpoints.ts").toEqual([]);
});
