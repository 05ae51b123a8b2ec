/** Picks the surface texture for a concrete pixel by its finish pattern (or the border band). */
import type { FinishPattern } from "./material";
import type { PaintContext } from "./paint-context";
import type { PatternSample, TexturePoint } from "./pattern-sample";
import { borderTexture, fieldstoneTexture, slateCleftTexture } from "./stamped-stone-texture";
import { woodGrainTexture } from "./wood-grain-texture";
import { broomTexture } from "./broom-texture";
import { formedTexture, knockdownTexture, polishedTexture } from "./smooth-finishes-texture";

type PatternTexture = (context: PaintContext, point: TexturePoint, sample: PatternSample) => void;

const TEXTURES: Record<FinishPattern | "border", PatternTexture> = {
  border: borderTexture,
  ashlar: slateCleftTexture,
  random: fieldstoneTexture,
  cobble: fieldstoneTexture,
  fan: fieldstoneTexture,
  wood: woodGrainTexture,
  broom: broomTexture,
  weathered: broomTexture,
  polished: polishedTexture,
  knockdown: knockdownTexture,
  formed: formedTexture,
};

/** Resets `sample` (no relief, tone or release; the material's gloss) and adds the pattern's texture. */
export function samplePatternTexture(pattern: FinishPattern | "border", context: PaintContext, point: TexturePoint, sample: PatternSample) {
  sample.relief = 0;
  sample.tone = 0;
  sample.release = 0;
  sample.gloss = context.material.gloss;
  TEXTURES[pattern](context, point, sample);
}
