/** Shapes of the site's static content (projects, cities, pricing, FAQ). */

export { siteProjectCategories as projectCategories } from "@shared/site/content-shapes";
export type { SiteProjectCategory as ProjectCategory } from "@shared/site/content-shapes";

/**
 * A project as the pages show it: one or two categories; image names (a built-in photo's from the
 * image manifest, or one made from the owner's upload), the first one the cover; "Etobicoke, ON".
 */
export type { SiteProject as Project } from "@shared/site/content-shapes";

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
