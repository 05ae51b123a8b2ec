import { isCityCode, type CityCode } from "@shared/service-cities";

const cityPage = /^\/service-areas\/([^/?#]+)\/?$/;

/**
 * The city a lead form starts with: the city page the visitor is on (/service-areas/oakville, where
 * the quote dialog opens) or the one a link named (/contact?city=vaughan). Anything that is not one
 * of the form's own choices is ignored, so a stale or mistyped link leaves the choice to the visitor.
 */
export function cityFromPage(path: string, search: string): CityCode | undefined {
  const fromQuery = new URLSearchParams(search).get("city");
  if (isCityCode(fromQuery)) return fromQuery;
  const fromPath = cityPage.exec(path)?.[1];
  return isCityCode(fromPath) ? fromPath : undefined;
}
