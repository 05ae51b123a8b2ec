/**
 * The design a client is picking on the quote page, kind by kind, until it is a whole DesignInput:
 * a pattern, a base colour and how it is applied, a release colour; border and sealer finish are
 * optional and start at "None".
 */
import { designMessages, type BaseColourMethod, type DesignInput } from "@shared/design-catalogue";

export type DesignDraft = {
  patternId: string | null;
  baseColourId: string | null;
  baseMethod: BaseColourMethod | null;
  releaseColourId: string | null;
  borderId: string | null;
  sealerFinishId: string | null;
};

export const emptyDesignDraft: DesignDraft = {
  patternId: null,
  baseColourId: null,
  baseMethod: null,
  releaseColourId: null,
  borderId: null,
  sealerFinishId: null,
};

/** What is still to pick, in the shared messages' words ("Choose a pattern"); null when complete. */
export function draftProblem(draft: DesignDraft): string | null {
  if (!draft.patternId) return designMessages.pattern;
  if (!draft.baseColourId) return designMessages.baseColour;
  if (!draft.baseMethod) return designMessages.baseMethod;
  if (!draft.releaseColourId) return designMessages.releaseColour;
  return null;
}

/** The draft as the decision's `design`, once complete. Notes and the sample date are the owner's to record. */
export function draftDesign(draft: DesignDraft): DesignInput | null {
  if (!draft.patternId || !draft.baseColourId || !draft.baseMethod || !draft.releaseColourId) return null;
  return {
    patternId: draft.patternId,
    baseColourId: draft.baseColourId,
    baseMethod: draft.baseMethod,
    releaseColourId: draft.releaseColourId,
    borderId: draft.borderId,
    sealerFinishId: draft.sealerFinishId,
    notes: "",
    sampleViewedOn: null,
  };
}
