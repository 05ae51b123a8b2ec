/**
 * What the owner may enter for the site's projects and reviews: the rules and their messages. The
 * shapes and plain helpers are in site-content-shapes.ts (re-exported here).
 */
import { z } from "zod/mini";
import { breaksMultiLine, breaksOneLine, normaliseLineBreaks } from "../text-rules";
import { projectTypes, reviewSources, siteCityNames, siteLimits, siteProjectCategories } from "./content-shapes";

export * from "./content-shapes";

export const siteMessages = {
  markup: "Please write plain text: the site does not show < > markup.",
  controlCharacters: "Please remove the invisible control characters from this text (they cannot be saved).",
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

/**
 * The characters the one text rule refuses even over several lines (shared/text-characters.ts), and
 * halves of a surrogate pair: nothing a person types, and NUL cannot be stored at all, so the form
 * says so instead of failing.
 */
export const hasControlCharacters = (text: string) =>
  breaksMultiLine(text) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

/**
 * Text the owner or a client writes for the site, in the one text rule (shared/text-rules.ts): a
 * title or an alt text on one line, a description or a review over several (\r\n made \n).
 */
const plainText = (min: number, max: number, message: string, lines: "one" | "several" = "one") =>
  z.string({ error: message }).check(
    ...(lines === "several" ? [normaliseLineBreaks] : []),
    z.trim(),
    z.refine((text) => !hasControlCharacters(text) && !(lines === "one" ? breaksOneLine(text) : breaksMultiLine(text)), {
      error: siteMessages.controlCharacters,
      abort: true,
    }),
    z.minLength(min, message),
    z.maxLength(max, message),
    z.refine((text) => !hasMarkup(text), siteMessages.markup),
  );

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string) =>
  isoDate.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The words of a project the owner writes: for publishing a job, or editing any project. */
export const siteProjectFieldsSchema = z.object({
  title: plainText(3, siteLimits.titleMax, siteMessages.title),
  shortDescription: plainText(siteLimits.descriptionMin, siteLimits.descriptionMax, siteMessages.description, "several"),
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

/** A review: what the owner enters (with one of businessReviewSources) and what a client leaves on our own page. */
export const reviewInputSchema = z.object({
  quote: plainText(siteLimits.reviewQuoteMin, siteLimits.reviewQuoteMax, siteMessages.reviewQuote, "several"),
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
