/**
 * The /pricing calculator hands its answers to the estimate form through the address:
 * /estimate?sqft=450&finish=stamped. Both sides read this one definition, so a visitor who moves on
 * from a range finds the area and finish already filled in.
 */
export type HandoffFinish = "broom" | "stamped";

export type EstimateHandoff = { sqFt?: number; finish?: HandoffFinish };

const finishes: readonly string[] = ["broom", "stamped"] satisfies HandoffFinish[];

/** The largest area carried over; anything bigger is a typo, and the visitor types it again. */
const maxSqFt = 1_000_000;

function readSqFt(text: string | null): number | undefined {
  if (text === null || !/^\d+(\.\d+)?$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value > 0 && value <= maxSqFt ? value : undefined;
}

/** The link to /estimate carrying what the calculator knows (nothing it does not). */
export function estimateHandoffHref({ sqFt, finish }: EstimateHandoff): string {
  const query = new URLSearchParams();
  if (sqFt !== undefined && sqFt > 0) query.set("sqft", String(sqFt));
  if (finish) query.set("finish", finish);
  const text = query.toString();
  return text ? `/estimate?${text}` : "/estimate";
}

/** What an /estimate address carries; values that are not an area or a finish are dropped. */
export function readEstimateHandoff(search: string): EstimateHandoff {
  const query = new URLSearchParams(search);
  const sqFt = readSqFt(query.get("sqft"));
  const finish = query.get("finish");
  return {
    ...(sqFt !== undefined && { sqFt }),
    ...(finish !== null && finishes.includes(finish) && { finish: finish as HandoffFinish }),
  };
}
