/**
 * Pinhole camera: pitch, roll and yaw around a position above the ground; primary ray
 * directions per pixel; and the patch of ground the camera sees (which sets the plan's extent).
 */
import type { Vec3 } from "../math";

export interface Camera {
  /** image size, px */
  w: number;
  h: number;
  /** horizontal field of view, degrees */
  hfov: number;
  /** eye height, m */
  height: number;
  /** degrees below the horizon */
  pitch: number;
  x?: number;
  y?: number;
  /** degrees, positive turns the camera to the right */
  yaw?: number;
  roll?: number;
}

export interface CameraBasis {
  forward: Vec3;
  up: Vec3;
  right: Vec3;
  /** focal length, px */
  focal: number;
  position: Vec3;
}

const degrees = (angle: number) => (angle * Math.PI) / 180;

export function cameraBasis(cam: Camera): CameraBasis {
  const pitch = degrees(cam.pitch);
  const forward: Vec3 = [0, Math.cos(pitch), -Math.sin(pitch)];
  let up: Vec3 = [0, Math.sin(pitch), Math.cos(pitch)];
  let right: Vec3 = [1, 0, 0];
  if (cam.roll) {
    const cos = Math.cos(degrees(cam.roll));
    const sin = Math.sin(degrees(cam.roll));
    const rolledRight: Vec3 = [right[0] * cos + up[0] * sin, right[1] * cos + up[1] * sin, right[2] * cos + up[2] * sin];
    const rolledUp: Vec3 = [up[0] * cos - right[0] * sin, up[1] * cos - right[1] * sin, up[2] * cos - right[2] * sin];
    right = rolledRight;
    up = rolledUp;
  }
  const focal = cam.w / 2 / Math.tan((cam.hfov * Math.PI) / 360);
  const position: Vec3 = [cam.x ?? 0, cam.y ?? 0, cam.height];
  if (!cam.yaw) return { forward, up, right, focal, position };
  const cos = Math.cos(degrees(cam.yaw));
  const sin = Math.sin(degrees(cam.yaw));
  const turn = (v: Vec3): Vec3 => [v[0] * cos + v[1] * sin, -v[0] * sin + v[1] * cos, v[2]];
  return { forward: turn(forward), up: turn(up), right: turn(right), focal, position };
}

/** Unnormalised direction of the ray through the centre of pixel (px, py). */
export function rayDirection(cam: Camera, basis: CameraBasis, px: number, py: number): Vec3 {
  const xs = px + 0.5 - cam.w / 2;
  const ys = -(py + 0.5 - cam.h / 2);
  const { right, up, forward, focal } = basis;
  return [
    xs * right[0] + ys * up[0] + focal * forward[0],
    xs * right[1] + ys * up[1] + focal * forward[1],
    xs * right[2] + ys * up[2] + focal * forward[2],
  ];
}

/** World rectangle [x0, y0, x1, y1] of the ground (Z = 0, Y < yMax) seen by the camera. */
export function visibleGround(cam: Camera, yMax: number, margin = 0.3): [number, number, number, number] {
  const basis = cameraBasis(cam);
  const eye = basis.position;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (let py = 0; py <= cam.h; py += 8)
    for (let px = 0; px <= cam.w; px += 8) {
      const dir = rayDirection(cam, basis, Math.min(px, cam.w - 1), Math.min(py, cam.h - 1));
      if (dir[2] >= -1e-6) continue;
      const t = -eye[2] / dir[2];
      let X = eye[0] + dir[0] * t;
      let Y = eye[1] + dir[1] * t;
      if (Y > yMax) {
        const tAtLimit = (yMax - eye[1]) / dir[1];
        X = eye[0] + dir[0] * tAtLimit;
        Y = yMax;
      }
      x0 = Math.min(x0, X);
      x1 = Math.max(x1, X);
      y0 = Math.min(y0, Y);
      y1 = Math.max(y1, Y);
    }
  return [x0 - margin, y0 - margin, x1 + margin, Math.min(yMax, y1 + margin)];
}
