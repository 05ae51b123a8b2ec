/**
 * The site's owner-editable content: projects (built-in ones the owner changed, finished jobs
 * published from the tool) and reviews. The rules of what the owner may enter, and the shape of what
 * the server hands the pages (`SiteContentChanges`): only the owner's changes, merged in the browser
 * and in the page renderer with the site's built-in projects (client/src/content/projects.ts), so a
 * site nobody changed carries no extra bytes.
 */
import { z } from "zod/mini";
import { serviceCities } from "./service-cities";

export const siteProjectCategories = ["Stamped Concrete", "Broom Finish", "Polished Concrete", "Repair & Restoration"] as const;
export type SiteProjectCategory = (typeof siteProjectCategories)[number];
export const projectTypes = ["residential", "commercial"] as const;
export type ProjectType = (typeof projectTypes)[number];
export const reviewSources = ["Google", "HomeStars", "Facebook", "Houzz", "E-mail", "Our website"] as const;
export type ReviewSource = (typeof reviewSources)[number];

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

/** Image names the site's pages accept: a built-in photo's, or `site-<uuid>` for one made here. */
export const siteImageName = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)$/;
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

export const siteMessages = {
  markup: "Please write plain text: the site does not show < > markup.",
  title: `Please give the project a title of 3 to ${siteLimits.titleMax} characters`,
  description: `Please describe the project in ${siteLimits.descriptionMin} to ${siteLimits.descriptionMax} characters`,
  alt: `Please describe the first photo for people who cannot see it (up to ${siteLimits.altMax} characters)`,
  categories: "Please choose one or two finishes",
  city: "Please choose the city (never the street address)",
  date: "Please give the date the job was finished",
  type: "Please choose residential or commercial",
  photos: "Please choose at least one photo",
  tooManyPhotos: `A project shows at most ${siteLimits.maxProjectPhotos} photos`,
  reviewQuote: `Please enter the review's words (${siteLimits.reviewQuoteMin} to ${siteLimits.reviewQuoteMax} characters)`,
  firstName: "Please enter the client's first name only",
  reviewCity: "Please choose the client's city",
  rating: "Please choose a rating from 1 to 5 stars",
  reviewDate: "Please give the date of the review",
  source: "Please choose where the review was left",
  consent: "A review can be published only when the client agreed to be quoted",
  order: "Please send every project once, in the new order",
} as const;

/** Text a visitor reads: markup is refused rather than shown or run (the pages escape it anyway). */
export const hasMarkup = (text: string) => /<\s*[a-z!/?]|[<>]/i.test(text);

const plainText = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.minLength(min, message),
    z.maxLength(max, message),
    z.refine((text) => !hasMarkup(text), siteMessages.markup),
  );

export const siteCityNames = serviceCities.map((city) => city.label);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string) =>
  isoDate.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The words of a project the owner writes: for publishing a job, or editing any project. */
export const siteProjectFieldsSchema = z.object({
  title: plainText(3, siteLimits.titleMax, siteMessages.title),
  shortDescription: plainText(siteLimits.descriptionMin, siteLimits.descriptionMax, siteMessages.description),
  alt: plainText(3, siteLimits.altMax, siteMessages.alt),
  categories: z.array(z.enum(siteProjectCategories, { error: siteMessages.categories }), { error: siteMessages.categories }).check(
    z.minLength(1, siteMessages.categories),
    z.maxLength(2, siteMessages.categories),
    z.refine((list) => new Set(list).size === list.length, siteMessages.categories),
  ),
  city: z.enum(siteCityNames as [string, ...string[]], { error: siteMessages.city }),
  date: z.string({ error: siteMessages.date }).check(z.refine(validDay, siteMessages.date)),
  type: z.enum(projectTypes, { error: siteMessages.type }),
});
export type SiteProjectFields = z.output<typeof siteProjectFieldsSchema>;

/** Publishing a finished job: the words, and which of the job's photos, in order (first is the cover). */
export const publishJobSchema = z.extend(siteProjectFieldsSchema, {
  photoIds: z.array(z.string({ error: siteMessages.photos }), { error: siteMessages.photos }).check(
    z.minLength(1, siteMessages.photos),
    z.maxLength(siteLimits.maxProjectPhotos, siteMessages.tooManyPhotos),
    z.refine((list) => new Set(list).size === list.length, siteMessages.photos),
  ),
});
export type PublishJobInput = z.output<typeof publishJobSchema>;

export const projectOrderSchema = z.object({
  order: z.array(z.string({ error: siteMessages.order }), { error: siteMessages.order }).check(z.maxLength(2000, siteMessages.order)),
});

export const reviewInputSchema = z.object({
  quote: plainText(siteLimits.reviewQuoteMin, siteLimits.reviewQuoteMax, siteMessages.reviewQuote),
  firstName: z.string({ error: siteMessages.firstName }).check(
    z.trim(),
    z.minLength(1, siteMessages.firstName),
    z.maxLength(siteLimits.firstNameMax, siteMessages.firstName),
    // A first name: no spaces in the middle that could carry a surname, no markup.
    z.regex(/^[\p{L}][\p{L}'’.-]*$/u, siteMessages.firstName),
  ),
  city: z.enum(siteCityNames as [string, ...string[]], { error: siteMessages.reviewCity }),
  rating: z.number({ error: siteMessages.rating }).check(z.int(siteMessages.rating), z.gte(1, siteMessages.rating), z.lte(5, siteMessages.rating)),
  date: z.string({ error: siteMessages.reviewDate }).check(z.refine(validDay, siteMessages.reviewDate)),
  source: z.enum(reviewSources, { error: siteMessages.source }),
  consentToQuote: z.boolean({ error: siteMessages.consent }),
  published: z.boolean(),
  contractId: z.nullable(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, "Unknown job"))),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

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
