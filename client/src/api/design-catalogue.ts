/**
 * The owner's design catalogue as the browser reads and changes it (shared/design-catalogue.ts). An
 * entry with a swatch image travels as a multipart form (the image in "swatch"), one without as JSON.
 */
import { queryOptions } from "@tanstack/react-query";
import type { CatalogueEntryChanges, CatalogueEntryInput } from "@shared/design-catalogue-entry";
import { api } from "./endpoint";
import { adminReads } from "./admin-reads";

export const catalogueKeys = { all: ["design-catalogue"] as const };

export const designCatalogueQuery = () => queryOptions({ queryKey: catalogueKeys.all, queryFn: () => api.listDesignCatalogue(), ...adminReads });

/** The fields as form fields beside the image; booleans as "true"/"false", which the server reads back. */
function asForm(fields: Record<string, string | boolean | undefined>, swatch: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  form.append("swatch", swatch);
  return form;
}

export const createCatalogueEntry = (entry: CatalogueEntryInput, swatch?: File) =>
  api.createCatalogueEntry({ body: swatch ? asForm(entry, swatch) : entry });

export const updateCatalogueEntry = (id: string, changes: CatalogueEntryChanges, swatch?: File) =>
  api.updateCatalogueEntry({ params: { id }, body: swatch ? asForm(changes, swatch) : changes });
