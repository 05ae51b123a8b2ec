/**
 * The ten service-area pages by name only, for links (home page, footer of city pages) without
 * loading every city's full content.
 */
export const cityLinks = [
  { slug: "toronto", city: "Toronto" },
  { slug: "mississauga", city: "Mississauga" },
  { slug: "vaughan", city: "Vaughan" },
  { slug: "markham", city: "Markham" },
  { slug: "richmond-hill", city: "Richmond Hill" },
  { slug: "oakville", city: "Oakville" },
  { slug: "brampton", city: "Brampton" },
  { slug: "etobicoke", city: "Etobicoke" },
  { slug: "scarborough", city: "Scarborough" },
  { slug: "north-york", city: "North York" },
] as const;
