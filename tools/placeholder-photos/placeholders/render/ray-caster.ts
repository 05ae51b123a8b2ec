/**
 * The ray caster: one ray per pixel against the scene's planes, lit by sun (with texture
 * self-shadow and large-scale shade), sky and bounce light, plus a sun highlight and either a
 * mirror reflection (polished floors) or a sky sheen on glossy (sealed) surfaces.
 */
import { dot, normalize, type RGB, type Vec3 } from "../math";
import { cameraBasis, rayDirection, type CameraBasis } from "./camera";
import type { Scene } from "./scene";
import { newShade, planeUV, shadeSurface, trace, type Shade, type Surface } from "./surfaces";

/** Linear radiance and camera depth (px units) per pixel. */
export interface Frame {
  w: number;
  h: number;
  rgb: Float32Array;
  depth: Float32Array;
}

interface RenderState {
  scene: Scene;
  basis: CameraBasis;
  /** material at the primary hit and at a reflected hit (reused between pixels) */
  shade: Shade;
  reflectedShade: Shade;
  /** radiance of the current pixel */
  radiance: Float64Array;
}

/** The hit seen in a polished floor's mirror reflection, lit by the sky, or null. */
function mirrorReflection(state: RenderState, surface: Surface, point: Vec3, reflected: Vec3, footprintU: number, footprintV: number): RGB | null {
  const { scene, reflectedShade: seen } = state;
  const light = scene.light;
  const hit = trace(scene.surfaces, point, reflected, surface);
  if (!hit) return null;
  const [u, v] = planeUV(hit.surface, point, reflected);
  const spread = (surface.mirrorBlur ?? 0.05) * hit.t;
  shadeSurface(hit.surface, u, v, spread + footprintU, spread * 3 + footprintV, seen);
  const ambient = light.ambient
    ? light.ambient(point[0] + reflected[0] * hit.t, point[1] + reflected[1] * hit.t, point[2] + reflected[2] * hit.t)
    : 1;
  return [seen.r * light.sky[0] * ambient + seen.emitR, seen.g * light.sky[1] * ambient + seen.emitG, seen.b * light.sky[2] * ambient + seen.emitB];
}

/** Sun highlight and reflection on a glossy surface, added to the pixel's radiance. */
function addGloss(
  state: RenderState,
  surface: Surface,
  normal: Vec3,
  toEye: Vec3,
  point: Vec3,
  sunCosine: number,
  sunVisibility: number,
  footprintU: number,
  footprintV: number,
) {
  const { scene, shade, radiance } = state;
  const light = scene.light;
  const sun = light.sun;
  const eyeCosine = Math.max(0, dot(normal, toEye));
  const fresnel = 0.04 + 0.96 * Math.pow(1 - eyeCosine, 5);
  if (sunCosine > 0 && sunVisibility > 0) {
    const halfway = normalize([sun[0] + toEye[0], sun[1] + toEye[1], sun[2] + toEye[2]]);
    const halfwayCosine = Math.max(0, dot(normal, halfway));
    const power = 40 * (surface.specularPower ?? 1);
    const highlight = shade.gloss * Math.pow(halfwayCosine, power) * ((power + 8) / 30) * (0.2 + fresnel) * sunVisibility;
    for (let c = 0; c < 3; c++) radiance[c] += light.sunColor[c] * highlight;
  }
  const eyeDotNormal = toEye[0] * normal[0] + toEye[1] * normal[1] + toEye[2] * normal[2];
  const reflected: Vec3 = [2 * eyeDotNormal * normal[0] - toEye[0], 2 * eyeDotNormal * normal[1] - toEye[1], 2 * eyeDotNormal * normal[2] - toEye[2]];
  let environment: RGB | null = surface.mirror ? mirrorReflection(state, surface, point, reflected, footprintU, footprintV) : null;
  if (!environment && light.env) environment = light.env(reflected);
  if (environment) {
    const strength = shade.gloss * (surface.mirror ?? light.sheen ?? 0.12) * fresnel;
    for (let c = 0; c < 3; c++) radiance[c] += environment[c] * strength;
  }
}

/** Pixel footprint on the surface: how far (u, v) move for one pixel right or down. */
function footprint(surface: Surface, basis: CameraBasis, dir: Vec3, u: number, v: number) {
  const eye = basis.position;
  const { right, up } = basis;
  const [uRight, vRight] = planeUV(surface, eye, [dir[0] + right[0], dir[1] + right[1], dir[2] + right[2]]);
  const [uDown, vDown] = planeUV(surface, eye, [dir[0] - up[0], dir[1] - up[1], dir[2] - up[2]]);
  return { footprintU: Math.max(Math.abs(uRight - u), Math.abs(uDown - u)), footprintV: Math.max(Math.abs(vRight - v), Math.abs(vDown - v)) };
}

/** Lights the hit on `surface` at ray parameter t into state.radiance. */
function shadeHit(state: RenderState, surface: Surface, dir: Vec3, t: number) {
  const { basis, shade, radiance } = state;
  const light = state.scene.light;
  const eye = basis.position;
  const [u, v] = planeUV(surface, eye, dir);
  const { footprintU, footprintV } = footprint(surface, basis, dir, u, v);
  shadeSurface(surface, u, v, footprintU, footprintV, shade);
  const normalZ = Math.sqrt(Math.max(0, 1 - shade.normalX * shade.normalX - shade.normalY * shade.normalY));
  const normal = normalize([
    shade.normalX * surface.tangent[0] + shade.normalY * surface.bitangent[0] + normalZ * surface.normal[0],
    shade.normalX * surface.tangent[1] + shade.normalY * surface.bitangent[1] + normalZ * surface.normal[1],
    shade.normalX * surface.tangent[2] + shade.normalY * surface.bitangent[2] + normalZ * surface.normal[2],
  ]);
  const point: Vec3 = [eye[0] + dir[0] * t, eye[1] + dir[1] * t, eye[2] + dir[2] * t];
  const largeShade = light.shade ? light.shade(point[0], point[1], point[2]) : 1;
  const ambient = light.ambient ? light.ambient(point[0], point[1], point[2]) : 1;
  const sunCosine = Math.max(0, dot(normal, light.sun));
  const facesSun = dot(surface.normal, light.sun) > 0 ? 1 : 0;
  const sunVisibility = shade.shadow * largeShade * facesSun;
  const skyWeight = (0.6 + 0.4 * normal[2]) * shade.occlusion * ambient;
  const bounceWeight = (0.55 - 0.45 * normal[2]) * shade.occlusion * ambient;
  const dirLength = Math.hypot(dir[0], dir[1], dir[2]);
  const toEye: Vec3 = [-dir[0] / dirLength, -dir[1] / dirLength, -dir[2] / dirLength];
  radiance[0] = shade.r * (light.sunColor[0] * sunCosine * sunVisibility + light.sky[0] * skyWeight + light.bounce[0] * bounceWeight);
  radiance[1] = shade.g * (light.sunColor[1] * sunCosine * sunVisibility + light.sky[1] * skyWeight + light.bounce[1] * bounceWeight);
  radiance[2] = shade.b * (light.sunColor[2] * sunCosine * sunVisibility + light.sky[2] * skyWeight + light.bounce[2] * bounceWeight);
  if (shade.gloss > 0.001) addGloss(state, surface, normal, toEye, point, sunCosine, sunVisibility, footprintU, footprintV);
  radiance[0] += shade.emitR;
  radiance[1] += shade.emitG;
  radiance[2] += shade.emitB;
}

export function render(scene: Scene): Frame {
  const { cam } = scene;
  const basis = cameraBasis(cam);
  const width = cam.w;
  const height = cam.h;
  const rgb = new Float32Array(width * height * 3);
  const depth = new Float32Array(width * height);
  const state: RenderState = { scene, basis, shade: newShade(), reflectedShade: newShade(), radiance: new Float64Array(3) };
  const background = scene.background ?? [0.2, 0.2, 0.2];
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const dir = rayDirection(cam, basis, px, py);
      const offset = (py * width + px) * 3;
      const hit = trace(scene.surfaces, basis.position, dir);
      if (!hit) {
        rgb[offset] = background[0];
        rgb[offset + 1] = background[1];
        rgb[offset + 2] = background[2];
        depth[py * width + px] = 1e3;
        continue;
      }
      shadeHit(state, hit.surface, dir, hit.t);
      rgb[offset] = state.radiance[0];
      rgb[offset + 1] = state.radiance[1];
      rgb[offset + 2] = state.radiance[2];
      depth[py * width + px] = hit.t * basis.focal;
    }
  }
  return { w: width, h: height, rgb, depth };
}
