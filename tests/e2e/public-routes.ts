/** The public, indexable routes (what the build prerenders and sitemap.xml lists), read from the sitemap. */
import type { APIRequestContext } from "@playwright/test";

export async function publicRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}
