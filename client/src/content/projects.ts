/**
 * Completed projects shown on the home page, the gallery and the projects pages.
 * Images are names from the generated image manifest; the first one is the cover.
 * The list is kept newest first by `date`.
 */
import { listSizes } from "@shared/business";
import type { Project, ProjectCategory } from "./types";

const projectList: Project[] = [
  {
    id: "p01",
    title: "Charcoal Ashlar Slate Driveway",
    slug: "charcoal-ashlar-slate-driveway",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A cracked asphalt double driveway replaced with 1,100 sq ft of stamped concrete in an ashlar slate pattern, charcoal colour hardener and a light grey release agent, finished with two coats of acrylic sealer.",
    images: ["stamped-ashlar-charcoal"],
    alt: "Wide stamped concrete driveway in a dark charcoal ashlar slate pattern of large rectangular and square stone shapes, with lighter grey highlights in the joints and a satin sealed sheen.",
    location: "Etobicoke, ON",
    date: "2024-08-30",
    type: "residential",
  },
  {
    id: "p02",
    title: "Warehouse Loading Apron",
    slug: "warehouse-loading-apron",
    categories: ["Broom Finish"],
    shortDescription:
      "A heavy-duty, air-entrained concrete apron poured in front of four dock doors, with a medium broom texture for winter traction and saw-cut control joints on a tight grid.",
    images: ["broom-driveway-light"],
    alt: "Large expanse of new light grey concrete with fine parallel broom lines running across it and straight saw-cut control joints dividing it into even panels.",
    location: "Vaughan, ON",
    date: "2024-08-28",
    type: "commercial",
  },
  {
    id: "p03",
    title: "European Fan Walkway & Front Steps",
    slug: "european-fan-walkway-front-steps",
    categories: ["Stamped Concrete", "Broom Finish"],
    shortDescription:
      "A curved front walkway stamped in a grey European fan pattern, leading to three new steps with a broom-finished tread and smooth hand-tooled edges.",
    images: ["stamped-fan-grey", "broom-steps-warm"],
    alt: "Grey stamped concrete walkway laid in overlapping fan-shaped arcs that look like cobblestones set in semicircles, with darker grey in the grout lines.",
    location: "Oakville, ON",
    date: "2024-08-27",
    type: "residential",
  },
  {
    id: "p04",
    title: "Polished Double Garage Floor",
    slug: "polished-double-garage-floor",
    categories: ["Polished Concrete"],
    shortDescription:
      "An oil-stained garage slab ground, densified and polished to a satin finish, then treated with a stain guard so drips and road salt wipe straight off.",
    images: ["polished-floor-grey"],
    alt: "Smooth, even grey polished concrete floor with a soft satin reflection and faint natural speckles of exposed sand and fine stone.",
    location: "Richmond Hill, ON",
    date: "2024-08-23",
    type: "residential",
  },
  {
    id: "p05",
    title: "Retail Plaza Sidewalk Replacement",
    slug: "retail-plaza-sidewalk-replacement",
    categories: ["Broom Finish"],
    shortDescription:
      "Heaved and trip-prone sidewalk panels along a row of storefronts removed and re-poured in stages overnight, so every shop stayed open during business hours.",
    images: ["broom-walkway-grey"],
    alt: "Straight grey concrete sidewalk with a crisp broom texture across its width, tooled edges and evenly spaced control joints.",
    location: "Markham, ON",
    date: "2024-08-22",
    type: "commercial",
  },
  {
    id: "p06",
    title: "Random Stone Pool Deck in Warm Tan",
    slug: "random-stone-pool-deck-in-warm-tan",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A 900 sq ft pool surround stamped in a random stone pattern with a light tan colour that stays cooler underfoot, sealed with a slip-resistant additive mixed into the sealer.",
    images: ["stamped-random-stone-warm"],
    alt: "Stamped concrete surface in a random stone pattern of irregular flagstone shapes in warm tan and sand tones, with slightly darker brown joints.",
    location: "Vaughan, ON",
    date: "2024-08-20",
    type: "residential",
  },
  {
    id: "p07",
    title: "Driveway Crack Repair & Resurfacing",
    slug: "driveway-crack-repair-resurfacing",
    categories: ["Repair & Restoration", "Broom Finish"],
    shortDescription:
      "Structural cracks routed and filled, salt-scaled areas patched, then the whole driveway resurfaced with a polymer-modified overlay and a fresh broom texture.",
    images: ["repair-resurfaced", "repair-crack-sealed", "broom-driveway-light"],
    alt: "Resurfaced concrete driveway with a uniform, even grey colour and fresh light broom texture, with no visible cracks or flaking.",
    location: "Scarborough, ON",
    date: "2024-08-19",
    type: "residential",
  },
  {
    id: "p08",
    title: "Wood Plank Stamped Patio",
    slug: "wood-plank-stamped-patio",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A backyard patio stamped to look like weathered wood planks in a driftwood brown, giving the look of a deck without boards to re-stain or replace.",
    images: ["stamped-wood-plank"],
    alt: "Stamped concrete patio made to look like long parallel wooden planks, with visible wood grain, knots and board ends in brown and grey-brown tones.",
    location: "Mississauga, ON",
    date: "2024-08-16",
    type: "residential",
  },
  {
    id: "p09",
    title: "Front Steps & Landing Rebuild",
    slug: "front-steps-landing-rebuild",
    categories: ["Broom Finish"],
    shortDescription:
      "Crumbling precast steps replaced with a poured-in-place landing and four steps on frost-depth footings, with a broom finish on every tread for grip in winter.",
    images: ["broom-steps-warm"],
    alt: "New set of poured concrete front steps in a warm light grey, each tread with a fine broom texture and smooth rounded edges.",
    location: "North York, ON",
    date: "2024-08-15",
    type: "residential",
  },
  {
    id: "p10",
    title: "Polished Car Showroom Floor",
    slug: "polished-car-showroom-floor",
    categories: ["Polished Concrete"],
    shortDescription:
      "A 4,000 sq ft showroom slab ground and polished to a high-gloss finish, tough enough for vehicles to drive in and easy for staff to keep clean.",
    images: ["polished-floor-warm"],
    alt: "Large glossy polished concrete floor in warm beige and honey tones, reflecting the ceiling lights, with small flecks of exposed aggregate.",
    location: "Brampton, ON",
    date: "2024-08-13",
    type: "commercial",
  },
  {
    id: "p11",
    title: "Terracotta Cobblestone Courtyard",
    slug: "terracotta-cobblestone-courtyard",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A side-yard courtyard stamped in an old-world cobblestone pattern with a terracotta base colour and a dark walnut release agent to age the stones.",
    images: ["stamped-cobble-terracotta"],
    alt: "Stamped concrete courtyard in a cobblestone pattern of small rounded stones in reddish terracotta, with dark brown shading in the joints between them.",
    location: "Markham, ON",
    date: "2024-08-12",
    type: "residential",
  },
  {
    id: "p12",
    title: "Parking Pad Widening",
    slug: "parking-pad-widening",
    categories: ["Broom Finish"],
    shortDescription:
      "A single driveway widened with a broom-finished concrete pad after the homeowner received city approval, doweled into the existing slab so the two sides stay level.",
    images: ["broom-driveway-light"],
    alt: "Light grey broom-finished concrete driveway with fine parallel texture lines running across it and neat, straight control joints.",
    location: "Brampton, ON",
    date: "2024-08-09",
    type: "residential",
  },
  {
    id: "p13",
    title: "Sandstone Ashlar Patio with Side Walkway",
    slug: "sandstone-ashlar-patio-with-side-walkway",
    categories: ["Stamped Concrete", "Broom Finish"],
    shortDescription:
      "A 600 sq ft backyard patio stamped in a sandstone ashlar slate pattern, connected to the driveway by a broom-finished side walkway.",
    images: ["stamped-ashlar-sandstone", "broom-walkway-grey"],
    alt: "Stamped concrete patio in an ashlar slate pattern of rectangular and square stones in warm sandstone beige, with light brown highlights and a textured slate surface.",
    location: "Mississauga, ON",
    date: "2024-08-08",
    type: "residential",
  },
  {
    id: "p14",
    title: "Restaurant Patio Slab Restoration",
    slug: "restaurant-patio-slab-restoration",
    categories: ["Repair & Restoration"],
    shortDescription: "A flaking outdoor dining patio repaired and resurfaced early in the week, so the restaurant could reopen it for the weekend.",
    images: ["repair-resurfaced"],
    alt: "Outdoor concrete slab with a freshly resurfaced, even grey finish and a light texture, free of the flaking and patchy repairs it had before.",
    location: "Toronto, ON",
    date: "2024-08-06",
    type: "commercial",
  },
  {
    id: "p15",
    title: "Broom Finish Backyard Patio",
    slug: "broom-finish-backyard-patio",
    categories: ["Broom Finish"],
    shortDescription:
      "A simple, hard-wearing patio for a family barbecue area, poured with a fine broom texture and sloped away from the house so water drains away from the foundation.",
    images: ["broom-patio-cool"],
    alt: "Cool grey concrete patio with a fine, even broom texture and smooth trowelled borders around the edges.",
    location: "Etobicoke, ON",
    date: "2024-08-02",
    type: "residential",
  },
  {
    id: "p16",
    title: "Broom Finish Driveway with Stamped Fan Borders",
    slug: "broom-finish-driveway-with-stamped-fan-borders",
    categories: ["Broom Finish", "Stamped Concrete"],
    shortDescription:
      "A double driveway with a broom-finished centre for traction, framed by 18-inch borders stamped in a grey European fan pattern.",
    images: ["broom-driveway-light", "stamped-fan-grey"],
    alt: "Light grey broom-finished concrete driveway; close-up of its border stamped in grey overlapping fan-shaped arcs of cobblestone-like shapes.",
    location: "Vaughan, ON",
    date: "2024-08-01",
    type: "residential",
  },
  {
    id: "p17",
    title: "Office Entrance Ramp & Walkway",
    slug: "office-entrance-ramp-walkway",
    categories: ["Broom Finish"],
    shortDescription:
      "A barrier-free ramp and entrance walkway for an office building, poured with a coarse broom texture and a gentle grade so it stays safe in wet and icy weather.",
    images: ["broom-walkway-grey"],
    alt: "Grey concrete walkway with a coarse broom texture running across the direction of travel, crisp tooled edges and evenly spaced joints.",
    location: "North York, ON",
    date: "2024-07-30",
    type: "commercial",
  },
  {
    id: "p18",
    title: "Polished Basement Floor",
    slug: "polished-basement-floor",
    categories: ["Polished Concrete"],
    shortDescription:
      "An uneven basement slab ground flat, patched and polished to a warm satin finish, giving the homeowners a durable floor for a new rec room.",
    images: ["polished-floor-warm"],
    alt: "Polished concrete floor in warm beige tones with a soft satin shine and scattered small flecks of exposed sand and stone.",
    location: "Toronto, ON",
    date: "2024-07-29",
    type: "residential",
  },
  {
    id: "p19",
    title: "Charcoal Ashlar Front Walkway",
    slug: "charcoal-ashlar-front-walkway",
    categories: ["Stamped Concrete"],
    shortDescription:
      "An old interlock walkway that had shifted and sunk, replaced with stamped concrete in a charcoal ashlar slate pattern to match the home's dark window trim.",
    images: ["stamped-ashlar-charcoal"],
    alt: "Stamped concrete walkway in a charcoal ashlar slate pattern of dark grey rectangular and square stone shapes with lighter grey joints.",
    location: "Scarborough, ON",
    date: "2024-07-26",
    type: "residential",
  },
  {
    id: "p20",
    title: "Spalled Porch & Step Repair",
    slug: "spalled-porch-step-repair",
    categories: ["Repair & Restoration"],
    shortDescription:
      "Salt-damaged step edges and a scaling porch surface rebuilt with a repair mortar and resurfaced, saving the homeowner the cost of a full replacement.",
    images: ["repair-resurfaced", "broom-steps-warm"],
    alt: "Concrete porch and steps with a freshly resurfaced, uniform grey surface and rebuilt sharp step edges, with no chipped or flaking spots.",
    location: "Richmond Hill, ON",
    date: "2024-07-24",
    type: "residential",
  },
  {
    id: "p21",
    title: "Wood Plank Pool Surround",
    slug: "wood-plank-pool-surround",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A pool surround stamped in a wood plank pattern with a weathered grey-brown colour, sealed with a slip-resistant additive for wet, bare feet.",
    images: ["stamped-wood-plank"],
    alt: "Stamped concrete made to look like long wooden deck boards in grey-brown, with visible wood grain, knots and board joints.",
    location: "Oakville, ON",
    date: "2024-07-22",
    type: "residential",
  },
  {
    id: "p22",
    title: "Warehouse Floor Grind & Polish",
    slug: "warehouse-floor-grind-polish",
    categories: ["Polished Concrete", "Repair & Restoration"],
    shortDescription:
      "Cracks and damaged joints in a distribution warehouse were repaired with semi-rigid filler, then the floor was ground, densified and polished to cut dusting from forklift traffic.",
    images: ["polished-floor-grey"],
    alt: "Broad grey polished concrete warehouse floor with a smooth, low-sheen surface and straight, neatly filled control joints.",
    location: "Mississauga, ON",
    date: "2024-07-19",
    type: "commercial",
  },
  {
    id: "p23",
    title: "Side Walkway to Basement Entrance",
    slug: "side-walkway-to-basement-entrance",
    categories: ["Broom Finish"],
    shortDescription: "A broom-finished side-yard walkway leading to a basement entrance, sloped to carry roof and rain water away from the house.",
    images: ["broom-walkway-grey"],
    alt: "Narrow grey concrete walkway with a fine broom texture and neat tooled edges, divided into even panels by control joints.",
    location: "Brampton, ON",
    date: "2024-07-17",
    type: "residential",
  },
  {
    id: "p24",
    title: "Terracotta Cobble Garden Path",
    slug: "terracotta-cobble-garden-path",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A winding garden path stamped in a terracotta cobblestone pattern, replacing loose stepping stones along the side of a semi-detached home.",
    images: ["stamped-cobble-terracotta"],
    alt: "Stamped concrete path in a cobblestone pattern of small rounded stones in reddish terracotta tones, with darker brown joints.",
    location: "Toronto, ON",
    date: "2024-07-15",
    type: "residential",
  },
  {
    id: "p25",
    title: "Townhouse Complex Walkway Repairs",
    slug: "townhouse-complex-walkway-repairs",
    categories: ["Repair & Restoration", "Broom Finish"],
    shortDescription:
      "Cracks along shared walkways in a townhouse complex routed and sealed, and the worst trip hazards cut out and re-poured with a broom finish to match.",
    images: ["repair-crack-sealed", "broom-walkway-grey"],
    alt: "Grey concrete walkway where a long crack has been cleanly routed and filled with a grey sealant line, flush with the surrounding broom-textured surface.",
    location: "Markham, ON",
    date: "2024-07-12",
    type: "commercial",
  },
  {
    id: "p26",
    title: "Sandstone Ashlar Driveway",
    slug: "sandstone-ashlar-driveway",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A builder-grade asphalt driveway on a new home replaced with stamped concrete in a sandstone ashlar slate pattern, after the base was re-compacted where it had settled.",
    images: ["stamped-ashlar-sandstone"],
    alt: "Stamped concrete driveway in a sandstone-beige ashlar slate pattern of rectangular and square stones, with warm brown highlights along the joints.",
    location: "Vaughan, ON",
    date: "2024-07-10",
    type: "residential",
  },
  {
    id: "p27",
    title: "Garage Floor Crack Repair & Resurfacing",
    slug: "garage-floor-crack-repair-resurfacing",
    categories: ["Repair & Restoration"],
    shortDescription:
      "A pitted, salt-worn garage floor with several long cracks repaired and resurfaced with a cement overlay, then sealed to resist road salt brought in on tires.",
    images: ["repair-crack-sealed", "repair-resurfaced"],
    alt: "Concrete garage floor with long cracks routed and filled in grey sealant, next to a section of fresh, smooth, uniform grey resurfacing.",
    location: "Oakville, ON",
    date: "2024-07-05",
    type: "residential",
  },
  {
    id: "p28",
    title: "Broom Finish Driveway Replacement",
    slug: "broom-finish-driveway-replacement",
    categories: ["Broom Finish"],
    shortDescription:
      "A heaved, 40-year-old driveway broken out and replaced on a new compacted granular base, with a broom finish and reinforced apron at the garage.",
    images: ["broom-driveway-light"],
    alt: "New light grey broom-finished concrete driveway with fine texture lines running across it and straight saw-cut control joints.",
    date: "2024-07-03",
    type: "residential",
  },
];

/** All projects, newest first. */
export const projects: Project[] = [...projectList].sort((a, b) => b.date.localeCompare(a.date));

/** Projects that carry the given category, newest first. */
export function projectsByCategory(category: ProjectCategory): Project[] {
  return projects.filter((project) => project.categories.includes(category));
}

/** The most recent projects (6 by default). */
export function recentProjects(limit: number = listSizes.recentProjectsDefault): Project[] {
  return projects.slice(0, Math.max(0, limit));
}

/* ------------------------------------------------------------------------------------------------
 * Category pages: /projects/{slug}
 * ---------------------------------------------------------------------------------------------- */

export type CategorySlug = "stamped" | "polished" | "broom-finish" | "repair-restoration" | "residential" | "commercial";
export type CategoryName = ProjectCategory | "Residential" | "Commercial";

/** The six slugs of /projects/{category} and the names they stand for. */
export const categorySlugs: Record<CategorySlug, CategoryName> = {
  stamped: "Stamped Concrete",
  polished: "Polished Concrete",
  "broom-finish": "Broom Finish",
  "repair-restoration": "Repair & Restoration",
  residential: "Residential",
  commercial: "Commercial",
};

/** Slug (and section id on /projects) of each project category. */
export const categorySlugByName: Record<ProjectCategory, CategorySlug> = {
  "Stamped Concrete": "stamped",
  "Polished Concrete": "polished",
  "Broom Finish": "broom-finish",
  "Repair & Restoration": "repair-restoration",
};

export function isCategorySlug(value: string): value is CategorySlug {
  return Object.prototype.hasOwnProperty.call(categorySlugs, value);
}

/** The description shown under each category page's heading. */
export const categoryDescriptions: Record<CategorySlug, string> = {
  stamped:
    "Stamped concrete driveways, patios, walkways and pool decks in patterns such as ashlar slate, European fan, random stone, cobblestone and wood plank. Each one is coloured, textured and sealed to handle Ontario winters.",
  polished:
    "Polished concrete for garages, basements, showrooms and warehouses: ground, densified and polished to a satin or high-gloss finish that is easy to clean and doesn't create dust.",
  "broom-finish":
    "Broom finish concrete is the hard-wearing, slip-resistant choice for driveways, walkways, steps and commercial sidewalks. It is a clean, simple finish that gives good grip in rain, snow and ice.",
  "repair-restoration":
    "Crack repair, resurfacing and step rebuilds that bring tired, salt-damaged concrete back into service, often for much less than the cost of tearing it out.",
  residential: "Driveways, patios, walkways, steps, pool decks and garage floors we have completed for homeowners across Toronto and the GTA.",
  commercial:
    "Sidewalks, ramps, loading aprons, showroom and warehouse floors for property managers and business owners, scheduled to keep disruption to a minimum.",
};

export type RelatedService = { name: string; href: string };

/** "/projects/{lowercased name, spaces to hyphens, ampersand removed}". */
function relatedServiceLink(name: string): RelatedService {
  const slug = name.toLowerCase().replace(/&/g, " ").trim().replace(/\s+/g, "-");
  return { name, href: `/projects/${slug}` };
}

/**
 * Related-services links of each category page. Residential and Commercial have no related
 * services of their own, so those lists are empty.
 */
export const relatedServices: Record<CategorySlug, RelatedService[]> = {
  stamped: [relatedServiceLink("Polished"), relatedServiceLink("Broom Finish")],
  polished: [relatedServiceLink("Stamped"), relatedServiceLink("Broom Finish")],
  "broom-finish": [relatedServiceLink("Polished"), relatedServiceLink("Repair & Restoration")],
  "repair-restoration": [relatedServiceLink("Broom Finish"), relatedServiceLink("Polished")],
  residential: [],
  commercial: [],
};

/**
 * Projects of a /projects/{slug} page, newest first: residential and commercial filter by type,
 * the others by category. An unknown slug gives an empty list.
 */
export function projectsForSlug(slug: string): Project[] {
  if (!isCategorySlug(slug)) return [];
  if (slug === "residential" || slug === "commercial") {
    return projects.filter((project) => project.type === slug);
  }
  return projectsByCategory(categorySlugs[slug] as ProjectCategory);
}
