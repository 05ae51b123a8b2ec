/**
 * The order the owner gives things by tapping: the photos of a job to publish (the order of the taps
 * is the order on the site, the first the cover) and the projects of the site (Move up, Move down).
 */

/** Taps a photo: chosen ones are dropped (the later ones move up), others join the end while there is room. */
export function togglePhoto(chosen: readonly string[], id: string, max: number): string[] {
  if (chosen.includes(id)) return chosen.filter((each) => each !== id);
  return chosen.length >= max ? [...chosen] : [...chosen, id];
}

/** The chosen photos still among the job's (one removed meanwhile drops out). */
export const stillThere = (chosen: readonly string[], available: readonly string[]) => chosen.filter((id) => available.includes(id));

/** The order with one id moved one place up (-1) or down (+1); unchanged at either end. */
export function moveOne(order: readonly string[], id: string, step: -1 | 1): string[] {
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
