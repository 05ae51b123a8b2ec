/** Describes a house wall behind the concrete: cladding style, colours and its openings. */
import { hexToLinear, type RGB } from "../math";

export interface Opening {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  /** "bright": a window seen from inside, showing daylight and a hedge */
  type: "window" | "door" | "garage" | "bright";
  color?: RGB;
  /** panes across / down */
  panes?: [number, number];
  /** interior glow (evening) */
  glow?: number;
}

export interface WallOptions {
  style: "siding" | "stucco" | "interior";
  color: RGB;
  /** lap siding board exposure (m) */
  exposure?: number;
  /** foundation height (m) */
  foundation?: number;
  trim?: RGB;
  openings?: Opening[];
  seed: number;
  /** vertical corner boards (X) */
  corners?: number[];
}

/** Wall options with defaults filled in and colours resolved. */
export interface ResolvedWall {
  options: WallOptions;
  trim: RGB;
  foundationColour: RGB;
  boardExposure: number;
  foundationHeight: number;
}

export function resolveWall(options: WallOptions): ResolvedWall {
  return {
    options,
    trim: options.trim ?? hexToLinear("#ebe8e1"),
    foundationColour: hexToLinear("#8e8a83"),
    boardExposure: options.exposure ?? 0.18,
    foundationHeight: options.foundation ?? 0.25,
  };
}

/** A wall pixel inside an opening, with everything the door and window shaders need. */
export interface OpeningPixel {
  wall: ResolvedWall;
  opening: Opening;
  X: number;
  Z: number;
  /** anti-aliasing widths (m) */
  softX: number;
  softZ: number;
  /** width of the trim frame (m) */
  frameWidth: number;
  /** coverage of the whole opening, and of the area inside the frame */
  inside: number;
  core: number;
  /** low-frequency wall noise (weathering, paint) */
  wallNoise: number;
}
