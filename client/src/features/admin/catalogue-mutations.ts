/** Adding and changing entries of the design catalogue; each answer makes the catalogue list stale. */
import { useQueryClient } from "@tanstack/react-query";
import { catalogueKeys, createCatalogueEntry, updateCatalogueEntry } from "@/api/design-catalogue";
import type { MutationHandlers } from "@/lib/mutation-handlers";
import { useAdminMutation } from "@/lib/use-admin-mutation";
import type { CatalogueEntryAnswer } from "@shared/api/responses";
import type { CatalogueEntryChanges, CatalogueEntryInput } from "@shared/design-catalogue-entry";

export type CatalogueAddition = { entry: CatalogueEntryInput; swatch?: File };
export type CatalogueEdit = { id: string; changes: CatalogueEntryChanges; swatch?: File };

export function useAddCatalogueEntry({ onSuccess, onError }: MutationHandlers<CatalogueEntryAnswer, CatalogueAddition> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ entry, swatch }: CatalogueAddition) => createCatalogueEntry(entry, swatch),
    onSuccess: (answer, addition) => {
      onSuccess?.(answer, addition);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError,
  });
}

export function useChangeCatalogueEntry({ onSuccess, onError }: MutationHandlers<CatalogueEntryAnswer, CatalogueEdit> = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: ({ id, changes, swatch }: CatalogueEdit) => updateCatalogueEntry(id, changes, swatch),
    onSuccess: (answer, edit) => {
      onSuccess?.(answer, edit);
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
    onError,
  });
}
