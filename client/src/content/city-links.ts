/**
 * The ten service-area pages by name only, for links (home page, footer of city pages) without
 * loading every city's full content. The same list the lead forms offer (shared/service-cities.ts).
 */
import { serviceCities } from "@shared/service-cities";

export const cityLinks = serviceCities.map((choice) => ({ slug: choice.slug, city: choice.label }));
