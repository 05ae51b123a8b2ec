/**
 * The cities a lead can name: the ten with a service-area page, plus "other" for the rest of the
 * GTA. One list, so every form offers the same choices, a city page can preselect its own, and an
 * e-mail or admin page reads the stored code the same way. The first four and "other" are the
 * original choices; leads stored with them keep reading the same.
 */
export const serviceCities = [
  { slug: "toronto", label: "Toronto" },
  { slug: "mississauga", label: "Mississauga" },
  { slug: "vaughan", label: "Vaughan" },
  { slug: "markham", label: "Markham" },
  { slug: "richmond-hill", label: "Richmond Hill" },
  { slug: "oakville", label: "Oakville" },
  { slug: "brampton", label: "Brampton" },
  { slug: "etobicoke", label: "Etobicoke" },
  { slug: "scarborough", label: "Scarborough" },
  { slug: "north-york", label: "North York" },
] as const;

export const otherCity = { slug: "other", label: "Other GTA" } as const;

export type CityCode = (typeof serviceCities)[number]["slug"] | typeof otherCity.slug;

/** Every city choice of the lead forms, in the order they are offered. */
export const cityChoices: readonly { slug: CityCode; label: string }[] = [...serviceCities, otherCity];

/** The stored code as a person reads it; any other stored text is shown as it was typed. */
export function cityLabel(code: string): string {
  return cityChoices.find((choice) => choice.slug === code)?.label ?? code;
}

/** The city choice for a page address such as /service-areas/oakville, if it names one. */
export function isCityCode(value: string | null | undefined): value is CityCode {
  return cityChoices.some((choice) => choice.slug === value);
}
