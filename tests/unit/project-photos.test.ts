import { describe, expect, test } from "vitest";
import { imageManifest } from "@/content/image-manifest";
import { projects, projectsForSlug } from "@/content/projects";
import { projectCategories } from "@/content/types";

/**
 * What each photo in assets/photos shows, checked by eye: the ones with a house in the frame
 * (siding, a garage door or a front door) can only illustrate homes. Update this list when a photo
 * is replaced.
 */
const photosShowingAHouse = new Set(["broom-driveway-light", "broom-steps-warm", "stamped-random-stone-warm", "hero-stamped-patio"]);

describe("projects and their photos", () => {
  test("every photo a project names exists", () => {
    for (const project of projects) {
      for (const image of project.images) expect(Object.keys(imageManifest), `${project.title}: ${image}`).toContain(image);
    }
  });

  test("commercial projects use no photo with a house in it, and there are some", () => {
    const commercial = projectsForSlug("commercial");
    expect(commercial.length).toBeGreaterThan(0);
    for (const project of commercial) {
      for (const image of project.images) expect(photosShowingAHouse.has(image), `${project.title}: ${image}`).toBe(false);
    }
  });

  test("dates in July and August 2024, newest first; known categories; unique titles and slugs", () => {
    for (const project of projects) {
      expect(project.date >= "2024-07-01" && project.date <= "2024-08-31", project.title).toBe(true);
      for (const category of project.categories) expect(projectCategories).toContain(category);
    }
    const dates = projects.map((project) => project.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(projects.map((project) => project.title)).size).toBe(projects.length);
    expect(new Set(projects.map((project) => project.slug)).size).toBe(projects.length);
  });
});
