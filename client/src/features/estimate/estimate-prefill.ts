import type { estimateProjectTypes } from "@shared/field-rules";
import type { EstimateHandoff } from "@/lib/estimate-handoff";
import { lazyNumberFormat } from "@shared/lazy-intl";

const projectTypeOfFinish = {
  stamped: "stamped-concrete",
  broom: "broom-finish",
} as const satisfies Record<NonNullable<EstimateHandoff["finish"]>, (typeof estimateProjectTypes)[number]>;

const sqFtFormat = lazyNumberFormat("en-CA", { maximumFractionDigits: 1, useGrouping: false });

/** The estimate form's own answers for what the calculator handed over: "450 sq ft", "stamped-concrete". */
export function estimatePrefill({ sqFt, finish }: EstimateHandoff): {
  projectArea?: string;
  projectType?: (typeof estimateProjectTypes)[number];
} {
  return {
    ...(sqFt !== undefined && { projectArea: `${sqFtFormat.format(sqFt)} sq ft` }),
    ...(finish && { projectType: projectTypeOfFinish[finish] }),
  };
}
