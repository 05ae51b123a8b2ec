/**
 * A project's words as the owner types them (publishing a job, or editing any project), and the
 * check before sending: the shared schema the server applies too, so its messages are the same.
 */
import { safeParse } from "zod/mini";
import { siteCityNames, siteProjectFieldsSchema, type ProjectType, type SiteProjectCategory, type SiteProjectFields } from "@shared/site/content";
import type { SiteProjectView } from "@/api/site";
import { firstErrors, issuePairs, type FieldErrors } from "./form-errors";

export type ProjectDraft = {
  title: string;
  shortDescription: string;
  alt: string;
  categories: SiteProjectCategory[];
  /** Empty until chosen: a city is never guessed from the job's address. */
  city: string;
  date: string;
  type: ProjectType;
};

export const projectFieldKeys = ["title", "shortDescription", "alt", "categories", "city", "date", "type"] as const;
export type ProjectFieldKey = (typeof projectFieldKeys)[number];
export type ProjectErrors = FieldErrors<ProjectFieldKey>;

export const blankProject = (date: string): ProjectDraft => ({
  title: "",
  shortDescription: "",
  alt: "",
  categories: [],
  city: "",
  date,
  type: "residential",
});

/** A built-in project may name its place only as "Toronto, ON": its city is read from that when it is one of the list's. */
function cityOf(project: SiteProjectView): string {
  if (project.city) return project.city;
  const place = project.location?.split(",")[0]?.trim() ?? "";
  return (siteCityNames as readonly string[]).includes(place) ? place : "";
}

export const draftOf = (project: SiteProjectView): ProjectDraft => ({
  title: project.title,
  shortDescription: project.shortDescription,
  alt: project.alt,
  categories: [...project.categories],
  city: cityOf(project),
  date: project.date,
  type: project.type,
});

export type ProjectCheck = { fields: SiteProjectFields } | { errors: ProjectErrors };

export function checkProject(draft: ProjectDraft): ProjectCheck {
  const checked = safeParse(siteProjectFieldsSchema, draft);
  if (checked.success) return { fields: checked.data };
  return { errors: firstErrors(issuePairs(checked.error.issues), projectFieldKeys) };
}
