/**
 * The shapes and plain helpers of the site's owner-editable content, without the input rules
 * (content.ts), so the public pages' code carries no validation library. The site's content: projects (built-in ones the owner changed, finished jobs
 * published from the tool) and reviews. The rules of what the owner may enter, and the shape of what
 * the server hands the pages (`SiteContentChanges`): only the owner's changes, merged in the browser
 * and in the page renderer with the site's built-in projects (client/src/content/projects.ts), so a
 * site nobody changed carries no extra bytes.
 */
import { serviceCities } from "../service-cities";

export const siteProjectCategories = ["Stamped Concrete", "Broom Finish", "Polished Concrete", "Repair & Restoration"] as const;
export type SiteProjectCategory = (typeof siteProjectCategories)[number];
export const projectTypes = ["residential", "commercial"] as const;
export type ProjectType = (typeof projectTypes)[number];
export const reviewSources = ["Google", "HomeStars", "Facebook", "Houzz", "E-mail", "Our website"] as const;
export type ReviewSource = (typeof reviewSources)[number];
/** Where a review the client left on our own page comes from: only the client's own page gives it. */
export const ownPageReviewSource = "Our website" satisfies ReviewSource;
/** The sources the owner may give a review they enter: never our own page, which only a client fills in. */
export const businessReviewSources: readonly ReviewSource[] = reviewSources.filter((source) => source !== ownPageReviewSource);
/** Who recorded a review: the client on their own page, or the business. */
export const reviewOrigins = ["client", "business"] as const;

export const siteLimits = {
  /**
   * Photos of one project: enough for a before, during and after set, few enough to page through, and
   * as many as one upload may carry (uploadLimits.maxFiles), so new photos can replace them all at once.
   */
  maxProjectPhotos: 10,
  titleMax: 80,
  descriptionMin: 20,
  descriptionMax: 400,
  altMax: 300,
  reviewQuoteMin: 10,
  reviewQuoteMax: 1000,
  firstNameMax: 40,
  /** Reviews shown on the home page (newest first). */
  homeReviews: 3,
} as const;

export const siteImagePrefix = "site-";

/** Size and widths of a photo, as the pages need them for srcset and to reserve its space. */
export type SiteImageInfo = { width: number; height: number; widths: readonly number[]; version: string };

/** A project as the pages show it (the built-in list has the same shape). */
export type SiteProject = {
  id: string;
  title: string;
  slug: string;
  categories: SiteProjectCategory[];
  shortDescription: string;
  images: string[];
  alt: string;
  location?: string;
  date: string;
  type: ProjectType;
};

/** A published review whose client agreed to be quoted: all a page ever receives of a review. */
export type PublicReview = {
  id: string;
  quote: string;
  firstName: string;
  city: string;
  rating: number;
  date: string;
  source: ReviewSource;
  /** The project page it shows on, when it is about a published job. */
  projectId: string | null;
};

/**
 * The owner's changes the pages need: changed or added projects (published ones whole; a hidden
 * built-in as its id alone), the photos made for them, the owner's order, and the reviews to show.
 * `version` 0 is the site as built.
 */
export type SiteContentChanges = {
  version: number;
  projects: SiteProject[];
  hidden: string[];
  order: string[] | null;
  images: Record<string, SiteImageInfo>;
  reviews: PublicReview[];
};

export const noSiteChanges: SiteContentChanges = { version: 0, projects: [], hidden: [], order: null, images: {}, reviews: [] };

/** Average rating to one decimal and the count, from what is shown: the site states nothing else. */
export function reviewSummary(reviews: readonly { rating: number }[]): { count: number; average: number } | null {
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return { count: reviews.length, average: Math.round((total / reviews.length) * 10) / 10 };
}

/** A web address part from a title: "Slate Grey Ashlar Driveway!" → "slate-grey-ashlar-driveway". */
export function slugFrom(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 70)
      .replace(/-+$/, "") || "project"
  );
}

/** The slug of each finish's page, /projects/{slug}, and the section id on /projects. */
export const categorySlugOf: Record<SiteProjectCategory, string> = {
  "Stamped Concrete": "stamped",
  "Polished Concrete": "polished",
  "Broom Finish": "broom-finish",
  "Repair & Restoration": "repair-restoration",
};

/** A project's own page: under its first finish's page. */
export function projectPagePath(project: Pick<SiteProject, "categories" | "slug">): string {
  return `/projects/${categorySlugOf[project.categories[0]]}/${project.slug}`;
}

/** "Etobicoke, ON" ↔ "Etobicoke": a project's location is its city, never an address. */
export const locationOfCity = (city: string) => `${city}, ON`;
export const cityOfLocation = (location: string | undefined | null) => (location ? location.replace(/, ON$/, "") : null);

/** The cities a project or review may name: the service cities, never an address. */
export const siteCityNames = serviceCities.map((city) => city.label);
