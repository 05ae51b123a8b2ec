/**
 * The owner's design catalogue as the browser reads and changes it (shared/design-catalogue.ts). An
 * entry with a swatch image travels as a multipart form (the image in "swatch"), one without as JSON.
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueAnswer, CatalogueEntryAnswer } from "@shared/api/responses";
import type { CatalogueEntryChanges, CatalogueEntryInput } from "@shared/design-catalogue-entry";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminReads } from "./admin-reads";

export const catalogueKeys = { all: ["design-catalogue"] as const };

export const designCatalogueQuery = () =>
  queryOptions({ queryKey: catalogueKeys.all, queryFn: () => getAnswer<CatalogueAnswer>("/api/design-catalogue"), ...adminReads });

const entryPath = (id: string) => `/api/design-catalogue/${encodeURIComponent(id)}`;

/** The fields as form fields beside the image; booleans as "true"/"false", which the server reads back. */
function asForm(fields: Record<string, string | boolean | undefined>, swatch: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append("swatch", swatch);
  return form;
}

export const createCatalogueEntry = (entry: CatalogueEntryInput, swatch?: File) =>
  sendForAnswer<CatalogueEntryAnswer>("POST", "/api/design-catalogue", swatch ? asForm(entry, swatch) : entry);

export const updateCatalogueEntry = (id: string, changes: CatalogueEntryChanges, swatch?: File) =>
  sendForAnswer<CatalogueEntryAnswer>("PATCH", entryPath(id), swatch ? asForm(changes, swatch) : changes);
