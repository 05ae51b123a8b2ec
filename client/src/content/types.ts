/** Shapes of the site's static content (projects, cities, pricing, FAQ). */

export const projectCategories = ["Stamped Concrete", "Broom Finish", "Polished Concrete", "Repair & Restoration"] as const;
export type ProjectCategory = (typeof projectCategories)[number];

export type Project = {
  id: string;
  title: string;
  slug: string;
  /** One or two categories. */
  categories: ProjectCategory[];
  shortDescription: string;
  /** Image names from the image manifest (scripts/images), first one is the cover. */
  images: string[];
  alt: string;
  /** "Etobicoke, ON" */
  location?: string;
  /** ISO date, July to August 2024. */
  date: string;
  type: "residential" | "commercial";
};

export type City = {
  city: string;
  slug: string;
  /** "2.9M" style display text. */
  population: string;
  /** One sentence for the card. */
  description: string;
  neighbourhoods: string[];
  /** "450+ Projects" */
  projects: string;
  /** The city page's own title and meta description. */
  title: string;
  metaDescription: string;
  /** Two or three paragraphs of local content for the city page. */
  intro: string[];
  /** Local considerations (soil, frost, bylaws, typical homes) as short points. */
  localNotes: { title: string; body: string }[];
  /** Examples of local work. */
  localProjects: { title: string; neighbourhood: string; description: string }[];
};

export type FaqItem = { question: string; answer: string };
export type FaqCategory = { category: string; items: FaqItem[] };

export type PricingItem = { service: string; range: string; description: string; features: string[] };
export type CostFactor = { title: string; description: string };

export type LegalSection = { heading: string; paragraphs: string[]; list?: string[] };
export type LegalDocument = { title: string; lastUpdated: string; intro: string; sections: LegalSection[] };
