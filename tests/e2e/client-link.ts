import type { APIRequestContext } from "@playwright/test";

/**
 * The client's link token of a quote, read as the admin (the request context must be signed in): the
 * client's pages are `/quote/{token}`, `/contract/{token}`, `/contract-confirmation/{token}`.
 */
export async function linkTokenOf(request: APIRequestContext, quoteId: string): Promise<string> {
  const response = await request.get(`/api/quotes/${quoteId}`);
  if (!response.ok()) throw new Error(`quote read failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { quote: { linkToken: string } }).quote.linkToken;
}
