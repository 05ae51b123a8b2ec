/** A quote priced, accepted and signed through the API: a contract ready to be paid. */
import type { RequestListener } from "node:http";
import request from "supertest";
import { contractBody, contractIdOf, linkOf, pricedQuoteBody } from "./factories";
import { adminAgent } from "./test-app";

/** One lump-sum item of $9,850.00: HST $1,280.50, total $11,130.50, deposit and balance $5,565.25. */
export const lumpSumPatio = {
  id: "patio",
  description: "Stamped patio, ashlar slate",
  quantity: "1",
  unit: "lump_sum",
  unitPrice: "9850.00",
  optional: false,
};

/** `token`: the client's link; `number`: the quote's number, the payment reference. */
export type SignedContract = { quoteId: string; contractId: string; clientEmail: string; token: string; number: string };

/**
 * Creates the quote (with `lineItems`, or a single `totalCost` when none are given), accepts it with
 * the chosen `options`, and signs it as `signer`.
 */
export async function createSignedContract(
  app: RequestListener,
  quote: Record<string, unknown> = {},
  options: { options?: string[]; signer?: Record<string, unknown> } = {},
): Promise<SignedContract> {
  const admin = await adminAgent(app);
  const { totalCost, ...base } = pricedQuoteBody(quote);
  const body = "lineItems" in quote ? base : { ...base, totalCost };
  const created = await admin.post("/api/quotes").send(body);
  if (created.status !== 201) throw new Error(`quote creation failed: ${created.status} ${created.text}`);
  const quoteId: string = created.body.quoteId;
  const token = await linkOf(app, quoteId);
  const accepted = await request(app).patch(`/api/links/${token}/status`).send({ status: "accepted", version: 1, options: options.options });
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${accepted.text}`);
  const clientEmail = String(options.signer?.clientEmail ?? body.clientEmail);
  const signed = await request(app)
    .post(`/api/links/${token}/contract`)
    .send(contractBody(quoteId, { clientEmail, ...options.signer }));
  if (signed.status !== 201) throw new Error(`signing failed: ${signed.status} ${signed.text}`);
  const number = String((await admin.get(`/api/quotes/${quoteId}`)).body.quote.number);
  return { quoteId, contractId: await contractIdOf(app, quoteId), clientEmail, token, number };
}
