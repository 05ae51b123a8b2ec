/**
 * The owner's design catalogue as the quote editor and the quote page offer it: the query, and the
 * pickers' helpers (lib/design-catalogue-entries.ts).
 */
export { designCatalogueQuery } from "@/api/design-catalogue";
export { entryLabel, pickerEntries } from "@/lib/design-catalogue-entries";
