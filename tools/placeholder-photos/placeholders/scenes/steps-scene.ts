/**
 * "broom-steps-warm": three broom-finished steps up to a landing and a front door, seen from
 * the lower walk, slightly from the left so the stepped side profile shows. Treads share the
 * ground texture; risers and sides use a form-finished texture with bug holes.
 */
import { hexToLinear, scaleRgb, smoothstep, sunDirection, type Vec3 } from "../math";
import { bakeMaterial } from "../material/bake";
import type { Material } from "../material/material";
import { houseWall } from "../house/house-wall";
import { drawBugHoles } from "../plan/bug-holes";
import { Layout, planForBounds, type Plan } from "../plan/layout";
import { drawPanels } from "../plan/slab-panels";
import { rect, slab } from "../plan/slab-outline";
import { SeededRandom } from "../random";
import { visibleGround, type Camera } from "../render/camera";
import { lightInPlan } from "../render/lighting";
import { defaultFinish } from "../render/photo-finish";
import type { Scene } from "../render/scene";
import { FACING_CAMERA, GROUND_AXES, groundSurface, rectangleSurface, wallSurface, type Shade, type Surface } from "../render/surfaces";
import type { Texture } from "../texture";
import { outdoorSkyReflection } from "./outdoor-scene";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "./scene-spec";

const SEED = 1010;
/** Y of the first riser, step rise and run, number of steps (the last is the landing). */
const FIRST_RISER_Y = 2.2;
const RISE = 0.17;
const RUN = 0.34;
const STEP_COUNT = 3;
const WALL_Y = 4.7;
/** X of the steps' exposed left side */
const SIDE_X = -0.85;
/** Axes of the steps' exposed left side (-X): u along +Y, v up. */
const FACING_LEFT = { normal: [-1, 0, 0] as Vec3, tangent: [0, 1, 0] as Vec3, bitangent: [0, 0, 1] as Vec3 };
/** width of the rounded arris at the edges of a step, m */
const ARRIS = 0.014;

const STEPS_MATERIAL: Material = {
  pattern: "broom",
  baseColour: hexToLinear("#cdbfac"),
  secondaryColour: hexToLinear("#c1b29d"),
  releaseColour: hexToLinear("#8a7d6c"),
  releaseAmount: 0,
  jointDepth: 9,
  jointSoft: 4,
  relief: 1,
  gloss: 0.05,
  variation: 1.2,
  broomAlong: "x",
  margin: 0.065,
};

/** Lawn, a bed left of the steps, the walk and landing slabs, and one panel per tread. */
function drawStepsPlan(layout: Layout, plan: Plan) {
  const rightEdge = plan.minX + plan.width / plan.pxPerMetre;
  const nearEdge = plan.maxY - plan.height / plan.pxPerMetre;
  const walkEnd = FIRST_RISER_Y - 0.55;
  layout.fillAll("lawn");
  layout.fillPolygon("bed", rect(-30, walkEnd, SIDE_X, WALL_Y + 1));
  slab(layout, rect(-2.6, nearEdge - 1, 30, walkEnd), () => drawPanels(layout, -2.6, walkEnd - 2 * 1.5, 3.4, walkEnd, 2, 2, 0.01));
  slab(layout, rect(SIDE_X, walkEnd, 30, FIRST_RISER_Y), () => drawPanels(layout, SIDE_X, walkEnd, 30, FIRST_RISER_Y, 1, 1, 0.01));
  for (let k = 1; k < STEP_COUNT; k++) drawPanels(layout, SIDE_X, FIRST_RISER_Y + (k - 1) * RUN, rightEdge + 1, FIRST_RISER_Y + k * RUN, 1, 1, 0.012);
  drawPanels(layout, SIDE_X, FIRST_RISER_Y + (STEP_COUNT - 1) * RUN, rightEdge + 1, WALL_Y, 1, 1, 0.012);
}

/** Smooth form-finished texture with bug holes for risers and sides. */
async function formedTexture(): Promise<Texture> {
  const plan: Plan = { width: 1024, height: 512, pxPerMetre: 600, minX: 0, maxY: 0, wrap: true };
  const layout = new Layout(plan, new SeededRandom(SEED + 1));
  layout.fillAll("slab");
  drawBugHoles(layout, 260);
  const material: Material = {
    ...STEPS_MATERIAL,
    pattern: "formed",
    margin: 0,
    baseColour: hexToLinear("#c6b9a6"),
    secondaryColour: hexToLinear("#bcae99"),
  };
  return bakeMaterial(layout, material, [0, -1, 0.5], SEED + 1);
}

/** Light catching the rounded top arris of a face `height` m tall. */
const catchTopArris = (out: Shade, v: number, height: number, strength: number) => (out.normalY += strength * smoothstep(height - ARRIS, height, v));
/** Shade on the rounded left arris (the step's exposed side). */
const darkenLeftArris = (out: Shade, u: number) => (out.normalX -= 0.45 * (1 - smoothstep(0, ARRIS, u)));

/** Tread, riser and exposed side of step k (1 = lowest; the last tread is the landing). */
function stepSurfaces(k: number, plan: Plan, groundTexture: Texture, sideTexture: Texture): Surface[] {
  const nearY = FIRST_RISER_Y + (k - 1) * RUN;
  const farY = k === STEP_COUNT ? WALL_Y : FIRST_RISER_Y + k * RUN;
  const depth = farY - nearY;
  const formed = { texture: sideTexture, pxPerMetre: 600 };
  const tread = rectangleSurface(`tread${k}`, [SIDE_X, farY, k * RISE], GROUND_AXES, 40, depth, {
    texture: groundTexture,
    pxPerMetre: plan.pxPerMetre,
    textureOffsetU: (SIDE_X - plan.minX) * plan.pxPerMetre,
    textureOffsetV: (plan.maxY - farY) * plan.pxPerMetre,
    modifier: (u, v, out) => {
      out.occlusion *= 1 - 0.45 * Math.exp(-v / 0.035);
      catchTopArris(out, v, depth, 0.45);
      darkenLeftArris(out, u);
    },
  });
  const riser = rectangleSurface(`riser${k}`, [SIDE_X, nearY, (k - 1) * RISE], FACING_CAMERA, 40, RISE, {
    ...formed,
    modifier: (u, v, out) => {
      catchTopArris(out, v, RISE, 0.5);
      darkenLeftArris(out, u);
      out.occlusion *= 1 - 0.4 * Math.exp(-v / 0.03);
    },
  });
  const side = rectangleSurface(`side${k}`, [SIDE_X, nearY, (k - 1) * RISE], FACING_LEFT, WALL_Y - nearY, RISE, {
    ...formed,
    textureOffsetU: 300 * k,
    modifier: (_u, v, out) => {
      catchTopArris(out, v, RISE, 0.5);
      out.occlusion *= 1 - (k === 1 ? 0.35 * Math.exp(-v / 0.05) : 0);
    },
  });
  return [tread, riser, side];
}

export async function stepsScene(): Promise<Scene> {
  const cam: Camera = { w: PHOTO_WIDTH, h: PHOTO_HEIGHT, hfov: 58, height: 1.6, pitch: 24, x: -2.1, y: -0.6, yaw: 24 };
  const plan = planForBounds(visibleGround(cam, WALL_Y, 0.5), 600);
  const layout = new Layout(plan, new SeededRandom(SEED));
  drawStepsPlan(layout, plan);
  const sun = sunDirection(122, 40);
  const groundTexture = await bakeMaterial(layout, STEPS_MATERIAL, lightInPlan(sun), SEED);
  const sideTexture = await formedTexture();
  const surfaces: Surface[] = [groundSurface(plan, groundTexture)];
  for (let k = 1; k <= STEP_COUNT; k++) surfaces.push(...stepSurfaces(k, plan, groundTexture, sideTexture));
  const doorSill = STEP_COUNT * RISE;
  const wall = houseWall({
    style: "siding",
    color: hexToLinear("#66737c"),
    exposure: 0.2,
    foundation: doorSill + 0.1,
    seed: 5,
    openings: [{ x0: 0.25, x1: 1.25, z0: doorSill, z1: doorSill + 2.1, type: "door", color: hexToLinear("#3f4a44") }],
    trim: hexToLinear("#efece6"),
  });
  surfaces.push(wallSurface(WALL_Y, wall));
  return {
    name: "broom-steps-warm",
    cam,
    surfaces,
    light: {
      sun,
      sunColor: scaleRgb(hexToLinear("#fff0da"), 3.1),
      sky: scaleRgb(hexToLinear("#9cadc6"), 0.85),
      bounce: scaleRgb(hexToLinear("#a89a88"), 0.3),
      env: outdoorSkyReflection(hexToLinear("#9aabc4")),
    },
    post: defaultFinish({ warmth: 0.35, focus: 3.2 }),
  };
}
