/**
 * The gallery's items, derived from the project data: each project with a
 * stamped or broom finish becomes an item with id 1000+index, its cover photo, title, short
 * description and its first gallery category. A photo already on show is not repeated. The extra
 * 'Concrete Repair & Restoration' item (id 2000+index) is added only when its photo is not
 * already among them.
 */
import type { Project } from "@/content/types";

export const galleryCategories = ["Stamped Concrete", "Broom Finish"] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

export type GalleryItem = {
  id: number;
  image: string;
  title: string;
  description: string;
  category: GalleryCategory;
  alt: string;
};

type ExtraItem = Omit<GalleryItem, "id">;

export const extraGalleryItems: ExtraItem[] = [
  {
    image: "repair-resurfaced",
    title: "Concrete Repair & Restoration",
    description:
      "Cracked, scaled and tired concrete brought back with crack repair, patching and a textured resurfacing overlay — often at a fraction of the cost of replacement.",
    category: "Broom Finish",
    alt: "Concrete slab resurfaced with an even, light tan textured overlay next to a lawn, the line of a filled crack still faintly visible across it.",
  },
];

export function galleryCategoryOf(project: Project): GalleryCategory | undefined {
  return project.categories.find((category): category is GalleryCategory => (galleryCategories as readonly string[]).includes(category));
}

export function deriveGalleryItems(projects: Project[], extras: ExtraItem[] = extraGalleryItems): GalleryItem[] {
  const items: GalleryItem[] = [];
  const shown = new Set<string>();
  for (const project of projects) {
    const category = galleryCategoryOf(project);
    const image = project.images[0] as string | undefined;
    if (!category || !image || shown.has(image)) continue;
    shown.add(image);
    items.push({ id: 1000 + items.length, image, title: project.title, description: project.shortDescription, category, alt: project.alt });
  }
  extras.forEach((extra, index) => {
    if (shown.has(extra.image)) return;
    shown.add(extra.image);
    items.push({ id: 2000 + index, ...extra });
  });
  return items;
}
