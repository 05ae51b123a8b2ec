import { describe, expect, test } from "vitest";
import { projects } from "@/content/projects";
import type { Project } from "@/content/types";
import { deriveGalleryItems, extraGalleryItems } from "@/features/gallery/gallery-items";
import { watermarkedFileName } from "@/features/watermark/downloads";

const project = (id: string, categories: Project["categories"], image: string): Project => ({
  id,
  title: `Project ${id}`,
  slug: id,
  categories,
  shortDescription: `About ${id}`,
  images: [image],
  alt: `Photo of ${id}`,
  date: "2024-08-01",
  type: "residential",
});

describe("gallery items derived from projects", () => {
  test("stamped and broom projects become items 1000+index with their first gallery category", () => {
    const items = deriveGalleryItems([
      project("a", ["Stamped Concrete"], "stamped-fan-grey"),
      project("b", ["Polished Concrete"], "polished-floor-grey"),
      project("c", ["Repair & Restoration", "Broom Finish"], "broom-steps-warm"),
    ]);
    expect(items.map(({ id, title, category, image }) => ({ id, title, category, image }))).toEqual([
      { id: 1000, title: "Project a", category: "Stamped Concrete", image: "stamped-fan-grey" },
      { id: 1001, title: "Project c", category: "Broom Finish", image: "broom-steps-warm" },
      { id: 2000, title: "Concrete Repair & Restoration", category: "Broom Finish", image: "repair-resurfaced" },
    ]);
    expect(items[0].description).toBe("About a");
  });

  test("the repair extra is left out when its photo is already present", () => {
    const items = deriveGalleryItems([project("a", ["Broom Finish"], extraGalleryItems[0].image)]);
    expect(items.map((item) => item.id)).toEqual([1000]);
  });

  test("a photo already shown is not repeated", () => {
    const items = deriveGalleryItems([project("a", ["Broom Finish"], "broom-patio-cool"), project("b", ["Stamped Concrete"], "broom-patio-cool")]);
    expect(items.filter((item) => item.image === "broom-patio-cool")).toHaveLength(1);
  });

  test("the site's gallery: both finishes, unique photos, ids in order", () => {
    const items = deriveGalleryItems(projects);
    expect(items.length).toBeGreaterThanOrEqual(9);
    expect(new Set(items.map((item) => item.image)).size).toBe(items.length);
    expect(items.some((item) => item.category === "Stamped Concrete")).toBe(true);
    expect(items.some((item) => item.category === "Broom Finish")).toBe(true);
    items.filter((item) => item.id < 2000).forEach((item, index) => expect(item.id).toBe(1000 + index));
  });
});

describe("download names", () => {
  test.each([
    ["IMG_1234.JPG", "watermarked_IMG_1234.JPG"],
    ["patio.jpeg", "watermarked_patio.jpeg"],
    ["driveway.png", "watermarked_driveway.jpg"],
    ["walk.way.webp", "watermarked_walk.way.jpg"],
    ["no-extension", "watermarked_no-extension.jpg"],
    [".hidden", "watermarked_.hidden.jpg"],
  ])("%s -> %s", (input, expected) => {
    expect(watermarkedFileName(input)).toBe(expected);
  });
});
