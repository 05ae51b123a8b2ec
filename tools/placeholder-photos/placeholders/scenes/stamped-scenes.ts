/**
 * The stamped-concrete pictures: the home page hero (ashlar slate patio at sunset) and the
 * ashlar, European fan, random stone, wood plank and cobble projects.
 */
import { hexToLinear, smoothstep, type Point } from "../math";
import { drawAshlar } from "../plan/ashlar";
import { drawCobble } from "../plan/cobble";
import { drawFan } from "../plan/european-fan";
import { drawRandomStone } from "../plan/random-stone";
import { rect, slab, smoothPoly, wavyRect } from "../plan/slab-outline";
import { drawWood } from "../plan/wood-plank";
import { canopy } from "../render/tree-shade";
import { outdoor } from "./outdoor-scene";
import { photoCamera, type SceneSpec } from "./scene-spec";

/** Joints and relief shared by the stamped finishes. */
const stampedBase = { jointDepth: 8, jointSoft: 4.5, relief: 1, variation: 1 };

export const stampedScenes: SceneSpec[] = [
  outdoor({
    name: "hero-stamped-patio",
    seed: 101,
    cam: { w: 2400, h: 1350, hfov: 62, height: 1.55, pitch: 24, x: 0.3 },
    ppm: 470,
    wallY: 6.6,
    wall: {
      style: "siding",
      color: hexToLinear("#b2ada3"),
      exposure: 0.18,
      foundation: 0.26,
      seed: 3,
      openings: [{ x0: 0.9, x1: 3.3, z0: 0.3, z1: 2.4, type: "window", panes: [2, 1], glow: 1.2 }],
      corners: [-4.6],
    },
    mat: {
      pattern: "ashlar",
      baseColour: hexToLinear("#cdbfa6"),
      secondaryColour: hexToLinear("#bba68a"),
      releaseColour: hexToLinear("#5b4f44"),
      releaseAmount: 0.62,
      ...stampedBase,
      gloss: 0.45,
      border: hexToLinear("#8d8174"),
    },
    draw: (layout) => {
      layout.fillPolygon("bed", rect(-30, 6.05, 30, 7));
      slab(layout, wavyRect(-30, -5, 3.3, 6.05, "right", 0.1), () => drawAshlar(layout, 0), 0.2);
    },
    sun: [108, 13],
    sunColor: "#ffcf98",
    sunPower: 3.6,
    sky: "#8799b8",
    skyPower: 0.55,
    shade: (X, Y) => smoothstep(-0.6, 0.6, X + 1.4 - 0.55 * Y) * canopy(7, 0.2, 1.2)(X, Y),
    post: {
      exposure: 0.95,
      warmth: 0.45,
      vignette: 0.4,
      grad: (nx, ny) => 1 - 0.7 * smoothstep(0.35, 1.25, (1 - nx) * 0.75 + ny * 0.85),
    },
  }),
  outdoor({
    name: "stamped-ashlar-charcoal",
    seed: 202,
    cam: photoCamera({ pitch: 36, hfov: 58 }),
    ppm: 520,
    mat: {
      pattern: "ashlar",
      baseColour: hexToLinear("#7c7770"),
      secondaryColour: hexToLinear("#6d6862"),
      releaseColour: hexToLinear("#2c2a28"),
      releaseAmount: 0.55,
      ...stampedBase,
      gloss: 0.85,
      border: hexToLinear("#5a5651"),
    },
    draw: (layout) => {
      slab(layout, wavyRect(-1.7, -5, 30, 40, "left", 0.25), () => drawAshlar(layout, 8), 0.16);
    },
    sun: [28, 30],
    sunPower: 3.0,
    post: { warmth: 0.15 },
  }),
  outdoor({
    name: "stamped-ashlar-sandstone",
    seed: 303,
    cam: photoCamera({ pitch: 60, height: 1.9, hfov: 55 }),
    ppm: 560,
    mat: {
      pattern: "ashlar",
      baseColour: hexToLinear("#d6c6a8"),
      secondaryColour: hexToLinear("#c8b192"),
      releaseColour: hexToLinear("#7a6450"),
      releaseAmount: 0.5,
      ...stampedBase,
      gloss: 0.35,
      border: hexToLinear("#a89279"),
    },
    draw: (layout) => {
      slab(
        layout,
        smoothPoly(
          [
            [-30, -5],
            [30, -5],
            [30, 2.6],
            [1.2, 2.6],
            [-0.2, 2.75],
            [-0.9, 3.3],
            [-1.05, 4.5],
            [-1.05, 30],
            [-30, 30],
          ],
          4,
        ),
        () => drawAshlar(layout, -28),
        0.18,
      );
    },
    sun: [200, 50],
    // straight shadow of the house edge across the lower left
    shade: (X, Y) => smoothstep(-0.04, 0.04, X + 0.15 - 0.55 * (Y - 0.6)),
    post: { warmth: 0.3 },
  }),
  outdoor({
    name: "stamped-fan-grey",
    seed: 404,
    cam: photoCamera({ pitch: 40, hfov: 56 }),
    ppm: 560,
    mat: {
      pattern: "fan",
      baseColour: hexToLinear("#b2aea7"),
      secondaryColour: hexToLinear("#a29d95"),
      releaseColour: hexToLinear("#4a4744"),
      releaseAmount: 0.55,
      ...stampedBase,
      jointDepth: 7,
      dome: 1.5,
      gloss: 0.45,
      border: hexToLinear("#8c8882"),
    },
    draw: (layout) => {
      slab(layout, wavyRect(-30, -5, 1.9, 40, "right", 0.2), () => drawFan(layout, 0, 1.0), 0.18);
    },
    sun: [70, 30],
    post: { warmth: 0.2 },
  }),
  outdoor({
    name: "stamped-random-stone-warm",
    seed: 505,
    cam: photoCamera({ pitch: 27, hfov: 58, height: 1.65 }),
    ppm: 500,
    wallY: 6.2,
    wall: { style: "siding", color: hexToLinear("#d9d5cc"), exposure: 0.2, foundation: 0.3, seed: 9, corners: [3.9] },
    mat: {
      pattern: "random",
      baseColour: hexToLinear("#c2ad93"),
      secondaryColour: hexToLinear("#b39d82"),
      releaseColour: hexToLinear("#5d4a3a"),
      releaseAmount: 0.6,
      ...stampedBase,
      dome: 1.2,
      gloss: 0.4,
    },
    draw: (layout) => {
      layout.fillPolygon("bed", rect(-30, 5.6, 30, 7));
      slab(
        layout,
        smoothPoly(
          [
            [-2.4, -4],
            [30, -4],
            [30, 5.6],
            [-1.5, 5.6],
            [-2.1, 5.0],
            [-2.35, 3.5],
            [-2.2, 1],
          ],
          6,
        ),
        () => drawRandomStone(layout, 0.44),
      );
    },
    sun: [250, 30],
    post: { warmth: 0.35 },
  }),
  outdoor({
    name: "stamped-wood-plank",
    seed: 606,
    cam: photoCamera({ pitch: 36, hfov: 56, height: 1.6 }),
    ppm: 560,
    wallY: 6.8,
    wall: { style: "siding", color: hexToLinear("#5f6a70"), exposure: 0.2, foundation: 0.25, seed: 12, trim: hexToLinear("#e9e6df") },
    mat: {
      pattern: "wood",
      baseColour: hexToLinear("#9a8470"),
      secondaryColour: hexToLinear("#786455"),
      releaseColour: hexToLinear("#3b2e25"),
      releaseAmount: 0.62,
      jointDepth: 7,
      jointSoft: 6,
      warp: 0.3,
      relief: 1.2,
      variation: 1.7,
      gloss: 0.35,
    },
    draw: (layout) => {
      layout.fillPolygon("bed", rect(-30, 6.3, 30, 8));
      slab(layout, wavyRect(-30, -5, 2.6, 6.3, "right", 0.12), () => drawWood(layout, 90 + 4));
    },
    sun: [78, 26],
    post: { warmth: 0.3 },
  }),
  outdoor({
    name: "stamped-cobble-terracotta",
    seed: 707,
    cam: photoCamera({ pitch: 44, hfov: 56, height: 1.7 }),
    ppm: 560,
    mat: {
      pattern: "cobble",
      baseColour: hexToLinear("#ad6a4d"),
      secondaryColour: hexToLinear("#9c6049"),
      releaseColour: hexToLinear("#4a3128"),
      releaseAmount: 0.55,
      ...stampedBase,
      jointDepth: 7,
      dome: 1.8,
      gloss: 0.45,
      border: hexToLinear("#6a5a4f"),
    },
    draw: (layout) => {
      const centreLine: Point[] = [];
      const left: Point[] = [];
      const right: Point[] = [];
      for (let Y = -4; Y <= 30; Y += 0.5) centreLine.push([-0.2 + 1.1 * Math.sin(Y * 0.28 + 0.4), Y]);
      for (let i = 0; i < centreLine.length; i++) {
        left.push([centreLine[i][0] - 1.05, centreLine[i][1]]);
        right.push([centreLine[i][0] + 1.05, centreLine[i][1]]);
      }
      slab(layout, [...left, ...right.reverse()], () => drawCobble(layout, 0), 0.17);
    },
    sun: [240, 40],
    shade: canopy(21, 0.18, 1.3),
    post: { warmth: 0.3 },
  }),
];
