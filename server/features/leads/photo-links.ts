/** The photos of a lead or an estimate request in a business notice: how many, then a link to each. */
import { absoluteUrl, type MailSettings } from "../../mail/settings";
import { links, type Block, type DetailRow } from "../../mail/compose";

/** "3 photos (links)", "1 photo (link)" or "None": the Photos row of the notice's details. */
export function photosRow(urls: string[]): DetailRow {
  if (urls.length === 0) return ["Photos", "None"];
  return ["Photos", urls.length === 1 ? "1 photo (link)" : `${urls.length} photos (links)`];
}

/** One link per photo, right after the details; they open while signed in to the admin area. */
export function photoLinks(urls: string[], settings: MailSettings): Block[] {
  if (urls.length === 0) return [];
  return [links(urls.map((url, index) => ({ label: `Photo ${index + 1} (view while signed in as admin)`, href: absoluteUrl(settings, url) })))];
}
