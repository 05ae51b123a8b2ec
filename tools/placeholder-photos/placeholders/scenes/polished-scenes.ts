/** The polished-floor pictures: a large grey shop floor and a warm residential floor. */
import { hexToLinear } from "../math";
import type { Opening } from "../house/wall-options";
import { interior } from "./interior-scene";
import { photoCamera, type SceneSpec } from "./scene-spec";

/** Ground and sealed floor: no joints or release, full gloss. */
const polishedBase = {
  pattern: "polished" as const,
  releaseColour: hexToLinear("#000000"),
  releaseAmount: 0,
  jointDepth: 0,
  jointSoft: 1,
  relief: 1,
  gloss: 1,
  variation: 1,
};

/** Windows seen from inside, centred at `centres`, `halfWidth` m either side, from z0 to z1. */
function brightWindows(centres: number[], halfWidth: number, z0: number, z1: number, panes: [number, number]): Opening[] {
  return centres.map((x) => ({ x0: x - halfWidth, x1: x + halfWidth, z0, z1, type: "bright", panes }));
}

export const polishedScenes: SceneSpec[] = [
  interior({
    name: "polished-floor-grey",
    seed: 1212,
    cam: photoCamera({ pitch: 13, hfov: 62, height: 1.5 }),
    wallY: 12,
    wallColor: "#e4e3df",
    windows: brightWindows([-7.5, -3.5, 0.5, 4.5, 8.5], 1.3, 0.5, 2.75, [2, 2]),
    mat: {
      ...polishedBase,
      baseColour: hexToLinear("#aaa9a5"),
      secondaryColour: hexToLinear("#9c9b97"),
      chipLight: hexToLinear("#dcd9d2"),
      chipDark: hexToLinear("#3b3a38"),
    },
    sun: [20, 22],
    sideWallX: -6,
    post: { warmth: 0.05, focus: 5, exposure: 1.15 },
  }),
  interior({
    name: "polished-floor-warm",
    seed: 1313,
    cam: photoCamera({ pitch: 21, hfov: 58, height: 1.55, x: 0.4 }),
    wallY: 7,
    wallColor: "#ebe5dc",
    windows: brightWindows([-2.2, 1.6], 1.0, 0.3, 2.2, [1, 2]),
    sunPower: 1.1,
    mat: {
      ...polishedBase,
      baseColour: hexToLinear("#b9a78f"),
      secondaryColour: hexToLinear("#ab9880"),
      chipLight: hexToLinear("#e6dccb"),
      chipDark: hexToLinear("#6b5440"),
    },
    sun: [-42, 24],
    post: { warmth: 0.35, focus: 4 },
  }),
];
