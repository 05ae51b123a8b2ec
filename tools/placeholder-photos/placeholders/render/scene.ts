/** A renderable scene: camera, surfaces, lighting and the photographic finish to apply. */
import type { RGB } from "../math";
import type { Camera } from "./camera";
import type { Lighting } from "./lighting";
import type { PhotoFinish } from "./photo-finish";
import type { Surface } from "./surfaces";

export interface Scene {
  name: string;
  cam: Camera;
  surfaces: Surface[];
  light: Lighting;
  post: PhotoFinish;
  /** radiance where a ray hits nothing */
  background?: RGB;
}
