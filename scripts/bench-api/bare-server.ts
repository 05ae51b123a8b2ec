/**
 * Benchmark child (b): the floor to compare against. node:http and a pg.Pool of the application's
 * size (server/db.ts) answering GET /api/links/:token with the same statements, in the same order and
 * under the same conditions as viewQuote (server/features/quotes/quotes.ts), and the same JSON. No
 * framework, middleware, logging or validation.
 */
import http from "node:http";
import pg from "pg";
import { quoteTotalRangeOf, type ChoiceGroup } from "../../shared/choice-groups";
import { quoteTotalsOf, type LineItem } from "../../shared/line-items";
import { centsToTotalCost } from "../../shared/money";
import { isExpired } from "../../shared/quote-rules";
import { serveChild } from "./child";

const selectQuote =
  'select "id", "client_name", "client_email", "client_phone", "project_address", "work_scope", "project_details", "total_cents"::float8 as "total_cents", "valid_until"::text as "valid_until", "status", "version", "created_at", "source", "updated_at", "sent_at", "first_viewed_at", "decided_at", "decline_reason", "line_items", "chosen_option_ids", "revision", "revision_of", "replaced_by", "changes_requested_at", "reminders_enabled", "unopened_reminder_at", "expiry_reminder_at", "estimate_answers", "link_token", "number", "discount_cents"::float8 as "discount_cents", "discount_basis_points", "changes_notice_email_id", "changes_notice_at", "choice_groups", "design", "design_by_client" from "quotes" where "quotes"."link_token" = $1';
const markFirstViewed =
  'update "quotes" set "first_viewed_at" = now() where ("quotes"."id" = $1 and "quotes"."first_viewed_at" is null) returning "id"';
const insertViewedEvent =
  'insert into "events" ("id", "type", "quote_id", "contract_id", "quote_request_id", "at", "ip", "user_agent", "data") values (default, $1, $2, $3, $4, clock_timestamp(), $5, $6, $7)';
const selectContract =
  'select "id", "quote_id", "client_name", "client_email", "client_phone", "project_address", "contract_date"::text as "contract_date", "signed_at", "agreement_accepted", "contract_text", "contract_hash", "quote_snapshot", "signer_ip", "signer_user_agent" from "contracts" where "contracts"."quote_id" = $1';

const tokenPattern = /^[A-Za-z0-9_-]{20,64}$/;
const route = /^\/api\/links\/([^/?]+)(?:\?.*)?$/;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, connectionTimeoutMillis: 5000 });
pool.on("error", () => {});

type QuoteRow = Record<string, unknown> & {
  id: string;
  status: string;
  valid_until: string;
  total_cents: number;
  sent_at: Date | null;
  first_viewed_at: Date | null;
  line_items: LineItem[];
  chosen_option_ids: string[];
  discount_cents: number | null;
  discount_basis_points: number | null;
  choice_groups: ChoiceGroup[] | null;
  replaced_by: string | null;
};

async function readQuote(token: string): Promise<QuoteRow | undefined> {
  return (await pool.query<QuoteRow>(selectQuote, [token])).rows[0];
}

async function viewQuote(token: string, req: http.IncomingMessage) {
  let row = tokenPattern.test(token) ? await readQuote(token) : undefined;
  if (!row) return undefined;
  const id = row.id;
  if (!row.first_viewed_at && row.sent_at && row.total_cents > 0 && (await pool.query(markFirstViewed, [id])).rowCount === 1) {
    const ip = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? null;
    await pool.query(insertViewedEvent, ["quote.viewed", id, null, null, ip, req.headers["user-agent"]?.slice(0, 500) ?? null, "{}"]);
    row = (await readQuote(token)) ?? row;
  }
  const priced = {
    lineItems: row.line_items,
    chosenOptionIds: row.chosen_option_ids,
    choiceGroups: row.choice_groups,
    discountCents: row.discount_cents,
    discountBasisPoints: row.discount_basis_points,
  };
  const contract = row.status === "accepted" ? (await pool.query<{ id: string }>(selectContract, [id])).rows[0] : undefined;
  return {
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    projectAddress: row.project_address,
    workScope: row.work_scope,
    projectDetails: row.project_details,
    totalCost: centsToTotalCost(row.total_cents),
    totalCents: row.total_cents,
    validUntil: row.valid_until,
    status: row.status,
    version: row.version,
    createdAt: iso(row.created_at as Date),
    source: row.source,
    updatedAt: iso(row.updated_at as Date),
    sentAt: iso(row.sent_at as Date | null),
    firstViewedAt: iso(row.first_viewed_at),
    decidedAt: iso(row.decided_at as Date | null),
    declineReason: row.decline_reason,
    lineItems: row.line_items,
    discountCents: row.discount_cents,
    discountBasisPoints: row.discount_basis_points,
    chosenOptionIds: row.chosen_option_ids,
    revision: row.revision,
    changesRequestedAt: iso(row.changes_requested_at as Date | null),
    number: row.number,
    choiceGroups: row.choice_groups,
    design: row.design,
    designByClient: row.design_by_client,
    expired: isExpired(row.valid_until, new Date()),
    totals: row.line_items.length > 0 ? quoteTotalsOf(priced) : null,
    totalRange: row.line_items.length > 0 ? quoteTotalRangeOf(priced) : null,
    replaced: row.replaced_by !== null,
    signed: Boolean(contract),
    // The bench's quote is current; a replaced one would also look up its newest revision's link.
    currentLinkToken: null,
  };
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer((req, res) => {
  const match = req.method === "GET" ? route.exec(req.url ?? "") : null;
  if (!match) return send(res, 404, { success: false, code: "NOT_FOUND", message: "Not found" });
  viewQuote(decodeURIComponent(match[1]), req).then(
    (quote) =>
      quote ? send(res, 200, { success: true, quote }) : send(res, 404, { success: false, code: "QUOTE_NOT_FOUND", message: "Quote not found" }),
    () => send(res, 500, { success: false, code: "INTERNAL", message: "Something went wrong" }),
  );
});
serveChild(server, () => pool.end());
