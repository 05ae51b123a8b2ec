/** The broom-finish pictures: a driveway before a garage, a walkway, front steps and a patio. */
import { hexToLinear } from "../math";
import { drawPanels } from "../plan/slab-panels";
import { rect, slab, wavyRect } from "../plan/slab-outline";
import { canopy } from "../render/tree-shade";
import { outdoor } from "./outdoor-scene";
import { photoCamera, type SceneSpec } from "./scene-spec";
import { stepsScene } from "./steps-scene";

/** Broom-finished slab: deep tooled joints, no release, almost matte, striations along X. */
const broomBase = {
  pattern: "broom" as const,
  releaseColour: hexToLinear("#8a8379"),
  releaseAmount: 0,
  jointDepth: 10,
  jointSoft: 4,
  relief: 1,
  gloss: 0.04,
  broomAlong: "x" as const,
};

export const broomScenes: SceneSpec[] = [
  outdoor({
    name: "broom-driveway-light",
    seed: 808,
    cam: photoCamera({ pitch: 21, hfov: 60, height: 1.6, x: 0.3 }),
    ppm: 520,
    wallY: 9.2,
    wall: {
      style: "siding",
      color: hexToLinear("#c9c6bf"),
      exposure: 0.2,
      foundation: 0.18,
      seed: 14,
      openings: [{ x0: -2.45, x1: 2.45, z0: 0, z1: 2.25, type: "garage" }],
      corners: [-3.3, 3.3],
    },
    mat: { ...broomBase, baseColour: hexToLinear("#d3cec5"), secondaryColour: hexToLinear("#c9c2b6"), variation: 0.9, margin: 0.07 },
    draw: (layout) => {
      slab(layout, rect(-3.0, -5, 3.0, 9.2), () => drawPanels(layout, -3.0, -5.0, 3.0, 9.2, 2, 4));
    },
    sun: [235, 38],
    post: { warmth: 0.2 },
  }),
  outdoor({
    name: "broom-walkway-grey",
    seed: 909,
    cam: photoCamera({ pitch: 36, hfov: 55, height: 1.65, x: 0.15 }),
    ppm: 640,
    mat: { ...broomBase, baseColour: hexToLinear("#bab7b1"), secondaryColour: hexToLinear("#afaba4"), variation: 0.9, margin: 0.06 },
    draw: (layout) => {
      slab(layout, rect(-0.65, -5, 0.65, 40), () => drawPanels(layout, -0.65, -5.2, 0.65, 40, 1, 35));
    },
    sun: [290, 36],
    shade: canopy(31, 0.3, 1.4),
    post: { warmth: 0.15 },
  }),
  { name: "broom-steps-warm", build: stepsScene },
  outdoor({
    name: "broom-patio-cool",
    seed: 1111,
    cam: photoCamera({ pitch: 48, hfov: 56, height: 1.85, x: 0.4 }),
    ppm: 560,
    mat: { ...broomBase, baseColour: hexToLinear("#b8bcbd"), secondaryColour: hexToLinear("#aaaeaf"), variation: 1.2, margin: 0.07 },
    draw: (layout) => {
      slab(layout, wavyRect(-1.35, -5, 30, 4.4, "left", 0.05), () => drawPanels(layout, -1.35, -4.6, 6.85, 4.4, 3, 3));
    },
    sun: [215, 44],
    shade: canopy(41, 0.3, 1.2),
    post: { warmth: 0.0 },
  }),
];
