/**
 * A stamped design as the owner's forms hold it (every picker as text, "" for none: the quote editor,
 * a change order's new design) and as the API's design body reads it.
 */
import type { BaseColourMethod, DesignInput, DesignSelection } from "@shared/design-catalogue";

export type DesignDraft = {
  patternId: string;
  baseColourId: string;
  baseMethod: "" | BaseColourMethod;
  releaseColourId: string;
  borderId: string;
  sealerFinishId: string;
  notes: string;
  sampleViewedOn: string;
};

export const emptyDesignDraft: DesignDraft = {
  patternId: "",
  baseColourId: "",
  baseMethod: "",
  releaseColourId: "",
  borderId: "",
  sealerFinishId: "",
  notes: "",
  sampleViewedOn: "",
};

/** A stored design back into the form's pickers. */
export function designDraftOf(design: Omit<DesignSelection, "selectedBy"> | null | undefined): DesignDraft {
  if (!design) return emptyDesignDraft;
  return {
    patternId: design.patternId,
    baseColourId: design.baseColourId,
    baseMethod: design.baseMethod,
    releaseColourId: design.releaseColourId,
    borderId: design.borderId ?? "",
    sealerFinishId: design.sealerFinishId ?? "",
    notes: design.notes,
    sampleViewedOn: design.sampleViewedOn ?? "",
  };
}

/** The draft as the API's design body reads it (unchecked: designInputSchema says what is missing). */
export function designBodyOf(draft: DesignDraft): Record<keyof DesignInput, unknown> {
  return {
    patternId: draft.patternId,
    baseColourId: draft.baseColourId,
    baseMethod: draft.baseMethod || undefined,
    releaseColourId: draft.releaseColourId,
    borderId: draft.borderId || null,
    sealerFinishId: draft.sealerFinishId || null,
    notes: draft.notes,
    sampleViewedOn: draft.sampleViewedOn || null,
  };
}
