/**
 * The repair pictures: a slab resurfaced with a knockdown finish (one sealed crack) and an old
 * broom slab with a routed and sealed crack and unsealed hairline branches.
 */
import { hexToLinear } from "../math";
import { crackLine, crackStroke, hairlineStroke } from "../plan/cracks";
import { drawPanels } from "../plan/slab-panels";
import { rect, slab, wavyRect } from "../plan/slab-outline";
import { outdoor } from "./outdoor-scene";
import { photoCamera, type SceneSpec } from "./scene-spec";

export const repairScenes: SceneSpec[] = [
  outdoor({
    name: "repair-resurfaced",
    seed: 1414,
    cam: photoCamera({ pitch: 43, hfov: 56, height: 1.65, x: 0.3 }),
    ppm: 600,
    mat: {
      pattern: "knockdown",
      baseColour: hexToLinear("#cdbfab"),
      secondaryColour: hexToLinear("#c2b39e"),
      releaseColour: hexToLinear("#a09080"),
      releaseAmount: 0.35,
      jointDepth: 9,
      jointSoft: 4,
      relief: 1.2,
      gloss: 0.35,
      variation: 0.8,
      sealant: hexToLinear("#8f8578"),
    },
    draw: (layout) => {
      slab(layout, wavyRect(-30, -5, 1.75, 40, "right", 0.08), () => drawPanels(layout, -4.25, -2.2, 1.75, 9.8, 2, 4));
      const crack = crackLine(layout.rng, [-1.6, 1.35], [1.0, 3.05], 0.05, 9);
      layout.featureSvg.push(crackStroke(layout, crack, 0.008, "#0f0"));
    },
    sun: [95, 27],
    post: { warmth: 0.3 },
  }),
  outdoor({
    name: "repair-crack-sealed",
    seed: 1515,
    cam: photoCamera({ pitch: 52, hfov: 50, height: 1.25 }),
    ppm: 900,
    mat: {
      pattern: "weathered",
      baseColour: hexToLinear("#aca79d"),
      secondaryColour: hexToLinear("#9e988d"),
      releaseColour: hexToLinear("#6d675e"),
      releaseAmount: 0.12,
      jointDepth: 10,
      jointSoft: 4,
      relief: 1,
      gloss: 0.03,
      variation: 1.5,
      broomAlong: "x",
      margin: 0.06,
      sealant: hexToLinear("#5c5a57"),
    },
    draw: (layout) => {
      slab(layout, rect(-30, -5, 30, 4.65), () => drawPanels(layout, -2.55, -1.95, 4.05, 4.65, 2, 2));
      const rng = layout.rng;
      const mainCrack = crackLine(rng, [-1.7, 0.42], [0.745, 1.1], 0.045, 9);
      layout.featureSvg.push(crackStroke(layout, mainCrack, 0.011, "#0f0"));
      for (const k of [60, 200, 330]) {
        const branchStart = mainCrack[k];
        const branch = crackLine(
          rng,
          branchStart,
          [branchStart[0] + rng.range(-0.15, 0.15), branchStart[1] + rng.range(0.12, 0.3) * (k === 200 ? -1 : 1)],
          0.12,
          6,
        );
        layout.featureSvg.push(hairlineStroke(layout, branch, 0.0015));
      }
    },
    sun: [140, 42],
    post: { warmth: 0.15, aperture: 0.005 },
  }),
];
