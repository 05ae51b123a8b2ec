/** Every placeholder picture, in the order they are generated. */
import { broomScenes } from "./broom-scenes";
import { polishedScenes } from "./polished-scenes";
import { repairScenes } from "./repair-scenes";
import type { SceneSpec } from "./scene-spec";
import { stampedScenes } from "./stamped-scenes";

export const allScenes: SceneSpec[] = [...stampedScenes, ...broomScenes, ...polishedScenes, ...repairScenes];
