/** A named picture and how to build its scene; plus the photo size and default camera. */
import type { Camera } from "../render/camera";
import type { Scene } from "../render/scene";

export interface SceneSpec {
  /** output file name without .jpg */
  name: string;
  build: () => Promise<Scene>;
}

/** 3:2 landscape, like the real photos that will replace these. */
export const PHOTO_WIDTH = 1600;
export const PHOTO_HEIGHT = 1067;

/** A standing photographer's camera, with overrides. */
export const photoCamera = (overrides: Partial<Camera>): Camera => ({
  w: PHOTO_WIDTH,
  h: PHOTO_HEIGHT,
  hfov: 56,
  height: 1.6,
  pitch: 38,
  ...overrides,
});
