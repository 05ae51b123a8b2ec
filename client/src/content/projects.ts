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
    title: "Slate Grey Ashlar Driveway",
    slug: "slate-grey-ashlar-driveway",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A cracked asphalt double driveway replaced with 1,100 sq ft of stamped concrete in an ashlar slate pattern, a slate grey colour hardener and a charcoal release agent in the joints, finished with two coats of acrylic sealer.",
    images: ["stamped-ashlar-charcoal"],
    alt: "Wide, curving stamped concrete driveway in a slate grey ashlar pattern of large rectangular and square stone shapes with dark joints, edged by a smooth charcoal border band and a lawn.",
    location: "Etobicoke, ON",
    date: "2024-08-30",
    type: "residential",
  },
  {
    id: "p02",
    title: "Double Driveway up to the Garage",
    slug: "double-driveway-up-to-the-garage",
    categories: ["Broom Finish"],
    shortDescription:
      "A double driveway poured in air-entrained concrete right up to the garage door, with a medium broom texture for winter traction and saw-cut control joints.",
    images: ["broom-driveway-light"],
    alt: "New light grey broom-finished concrete driveway leading up to a white double garage door on a house with beige siding, lawn on both sides and a straight saw-cut joint down the middle.",
    location: "Vaughan, ON",
    date: "2024-08-28",
    type: "residential",
  },
  {
    id: "p03",
    title: "European Fan Front Courtyard & Steps",
    slug: "european-fan-front-courtyard-steps",
    categories: ["Stamped Concrete", "Broom Finish"],
    shortDescription:
      "A front courtyard stamped in a grey European fan pattern, and new front steps with broom-finished treads and smooth hand-tooled edges up to the door.",
    images: ["stamped-fan-grey", "broom-steps-warm"],
    alt: "Grey stamped concrete laid in overlapping fan-shaped arcs of small cobblestone-like shapes, with darker grey in the joints and a strip of lawn at the far corner.",
    location: "Oakville, ON",
    date: "2024-08-27",
    type: "residential",
  },
  {
    id: "p04",
    title: "Polished Floor for a Garage Turned Studio",
    slug: "polished-floor-garage-turned-studio",
    categories: ["Polished Concrete"],
    shortDescription:
      "A garage converted into a bright home studio: the old oil-stained slab ground, densified and polished to a satin finish, with its saw-cut joints filled flush.",
    images: ["polished-floor-grey"],
    alt: "Grey polished concrete floor in a bright room with white walls, reflecting three black-framed windows, with patches of sunlight and faint speckles of sand and fine stone.",
    location: "Richmond Hill, ON",
    date: "2024-08-23",
    type: "residential",
  },
  {
    id: "p05",
    title: "Condominium Grounds Walkway Replacement",
    slug: "condominium-grounds-walkway-replacement",
    categories: ["Broom Finish"],
    shortDescription:
      "Heaved, trip-prone walkway panels across a condominium's lawns removed and re-poured in sections, so residents always had a way through while the work went on.",
    images: ["broom-walkway-grey"],
    alt: "Straight grey broom-finished concrete walkway running through a wide lawn, with tree shade falling across it and evenly spaced control joints.",
    location: "Markham, ON",
    date: "2024-08-22",
    type: "commercial",
  },
  {
    id: "p06",
    title: "Random Stone Backyard Patio in Warm Tan",
    slug: "random-stone-backyard-patio-in-warm-tan",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A 900 sq ft patio along the back of the house stamped in a random stone pattern with a light tan colour that stays cooler underfoot, sealed with a slip-resistant additive mixed into the sealer.",
    images: ["stamped-random-stone-warm"],
    alt: "Stamped concrete patio in a random stone pattern of irregular flagstone shapes in warm tan and sand tones with darker brown joints, running up to a house with grey siding.",
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
      "Structural cracks routed and filled and salt-scaled areas patched, then the driveway resurfaced with a textured polymer-modified overlay; the apron at the garage was re-poured with a broom finish.",
    images: ["repair-resurfaced", "repair-crack-sealed", "broom-driveway-light"],
    alt: "Concrete slab resurfaced with an even, light tan textured overlay next to a lawn, the line of a filled crack still faintly visible across it.",
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
      "Crumbling precast steps replaced with a poured-in-place landing and steps on frost-depth footings, with a broom finish on every tread for grip in winter.",
    images: ["broom-steps-warm"],
    alt: "New poured concrete landing and steps in a warm light grey at a green front door, each tread with a fine broom texture, beside a mulched garden bed.",
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
    alt: "Large glossy polished concrete floor in warm beige and honey tones with small flecks of exposed aggregate, mirroring two big windows that look out onto trees.",
    location: "Brampton, ON",
    date: "2024-08-13",
    type: "commercial",
  },
  {
    id: "p11",
    title: "Terracotta Cobblestone Front Walk",
    slug: "terracotta-cobblestone-front-walk",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A wide front walk stamped in an old-world cobblestone pattern with a terracotta base colour and a darker release agent to age the stones, framed by a smooth grey border band.",
    images: ["stamped-cobble-terracotta"],
    alt: "Wide stamped concrete walk in a cobblestone pattern of rounded stones in reddish terracotta with darker joints, framed by a smooth grey border beside a sunlit lawn.",
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
    alt: "Light grey broom-finished concrete driveway in front of a white garage door, the joint between the old slab and the new pad running straight down the middle.",
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
      "A 600 sq ft backyard patio stamped in a sandstone ashlar slate pattern, connected to the driveway by a broom-finished walkway across the lawn.",
    images: ["stamped-ashlar-sandstone", "broom-walkway-grey"],
    alt: "Stamped concrete patio in an ashlar slate pattern of rectangular and square stones in warm sandstone beige with light brown joints, half of it in the shade of the house.",
    location: "Mississauga, ON",
    date: "2024-08-08",
    type: "residential",
  },
  {
    id: "p14",
    title: "Backyard Patio Slab Restoration",
    slug: "backyard-patio-slab-restoration",
    categories: ["Repair & Restoration"],
    shortDescription:
      "A flaking backyard patio slab patched and resurfaced with a textured overlay in a warm tan, in time for the family's summer barbecues.",
    images: ["repair-resurfaced"],
    alt: "Outdoor concrete slab with a freshly resurfaced, even light tan textured finish beside a lawn, free of the flaking it had before.",
    location: "Toronto, ON",
    date: "2024-08-06",
    type: "residential",
  },
  {
    id: "p15",
    title: "Broom Finish Backyard Patio",
    slug: "broom-finish-backyard-patio",
    categories: ["Broom Finish"],
    shortDescription:
      "A simple, hard-wearing patio for a family barbecue area, poured with a fine broom texture and sloped away from the house so water drains away from the foundation.",
    images: ["broom-patio-cool"],
    alt: "Cool grey concrete patio with a fine, even broom texture and saw-cut control joints, dappled with the shade of a tree.",
    location: "Etobicoke, ON",
    date: "2024-08-02",
    type: "residential",
  },
  {
    id: "p16",
    title: "Broom Finish Driveway & European Fan Patio",
    slug: "broom-finish-driveway-european-fan-patio",
    categories: ["Broom Finish", "Stamped Concrete"],
    shortDescription:
      "A double driveway with a broom finish for traction up to the garage, and a backyard patio stamped in a grey European fan pattern to match the house.",
    images: ["broom-driveway-light", "stamped-fan-grey"],
    alt: "Light grey broom-finished concrete driveway with a saw-cut joint down the middle, leading up to a white double garage door between strips of lawn.",
    location: "Vaughan, ON",
    date: "2024-08-01",
    type: "residential",
  },
  {
    id: "p17",
    title: "Front Walkway Across the Lawn",
    slug: "front-walkway-across-the-lawn",
    categories: ["Broom Finish"],
    shortDescription:
      "A long front walkway from the street to the house replaced in broom-finished concrete with a coarse texture across the direction of travel, so it stays safe in wet and icy weather.",
    images: ["broom-walkway-grey"],
    alt: "Grey broom-finished concrete walkway crossing a green lawn in the shade of trees, with tooled edges and evenly spaced joints.",
    location: "North York, ON",
    date: "2024-07-30",
    type: "residential",
  },
  {
    id: "p18",
    title: "Polished Walk-Out Basement Floor",
    slug: "polished-walk-out-basement-floor",
    categories: ["Polished Concrete"],
    shortDescription:
      "An uneven walk-out basement slab ground flat, patched and polished to a warm satin finish, giving the homeowners a durable floor for a new rec room.",
    images: ["polished-floor-warm"],
    alt: "Polished concrete floor in warm beige tones with small flecks of exposed sand and stone, reflecting two large windows that look out onto trees.",
    location: "Toronto, ON",
    date: "2024-07-29",
    type: "residential",
  },
  {
    id: "p19",
    title: "Slate Grey Ashlar Front Walkway",
    slug: "slate-grey-ashlar-front-walkway",
    categories: ["Stamped Concrete"],
    shortDescription:
      "An old interlock walkway that had shifted and sunk, replaced with stamped concrete in a slate grey ashlar pattern with a curving charcoal border along the lawn.",
    images: ["stamped-ashlar-charcoal"],
    alt: "Curving stamped concrete walkway in a slate grey ashlar pattern of rectangular and square stone shapes with dark joints and a charcoal border along the lawn.",
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
    images: ["broom-steps-warm", "repair-resurfaced"],
    alt: "Concrete porch and steps at a green front door with a uniform warm grey surface and rebuilt sharp step edges, with no chipped or flaking spots.",
    location: "Richmond Hill, ON",
    date: "2024-07-24",
    type: "residential",
  },
  {
    id: "p21",
    title: "Wood Plank Backyard Terrace",
    slug: "wood-plank-backyard-terrace",
    categories: ["Stamped Concrete"],
    shortDescription:
      "A backyard terrace stamped in a wood plank pattern with a weathered brown colour, sealed with a slip-resistant additive for wet, bare feet.",
    images: ["stamped-wood-plank"],
    alt: "Stamped concrete made to look like long wooden deck boards in brown and grey-brown, with visible wood grain, knots and board joints.",
    location: "Oakville, ON",
    date: "2024-07-22",
    type: "residential",
  },
  {
    id: "p22",
    title: "Office Floor Grind & Polish",
    slug: "office-floor-grind-polish",
    categories: ["Polished Concrete", "Repair & Restoration"],
    shortDescription:
      "Cracks and damaged joints in a ground-floor office slab repaired with semi-rigid filler, then the floor ground, densified and polished to a low sheen in place of worn carpet.",
    images: ["polished-floor-grey"],
    alt: "Broad grey polished concrete floor in a bright room with white walls and three black-framed windows, with straight, neatly filled control joints.",
    location: "Mississauga, ON",
    date: "2024-07-19",
    type: "commercial",
  },
  {
    id: "p23",
    title: "Backyard Walkway Under the Trees",
    slug: "backyard-walkway-under-the-trees",
    categories: ["Broom Finish"],
    shortDescription: "A broom-finished walkway across the backyard lawn to the garden shed, crowned slightly so rain runs off into the grass.",
    images: ["broom-walkway-grey"],
    alt: "Grey concrete walkway with a fine broom texture and neat tooled edges crossing a lawn in dappled tree shade, divided into even panels by control joints.",
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
      "A garden path stamped in a terracotta cobblestone pattern with a grey border band, replacing loose stepping stones along the lawn of a semi-detached home.",
    images: ["stamped-cobble-terracotta"],
    alt: "Stamped concrete path in a cobblestone pattern of rounded stones in reddish terracotta tones, edged by a grey border beside a lawn.",
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
    alt: "Broom-textured concrete panel with a long, jagged crack running across it, as found before the repair.",
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
    alt: "Close view of stamped concrete in a sandstone-beige ashlar slate pattern of rectangular and square stones with light brown joints, part sunlit and part in shadow.",
    location: "Vaughan, ON",
    date: "2024-07-10",
    type: "residential",
  },
  {
    id: "p27",
    title: "Carport Slab Crack Repair & Resurfacing",
    slug: "carport-slab-crack-repair-resurfacing",
    categories: ["Repair & Restoration"],
    shortDescription:
      "An outdoor parking slab with a long structural crack: the crack routed and filled, then the slab resurfaced with a textured cement overlay and sealed against road salt.",
    images: ["repair-crack-sealed", "repair-resurfaced"],
    alt: "Grey broom-textured concrete slab with saw-cut joints and a long, jagged crack across one panel, photographed before the repair.",
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
    alt: "New light grey broom-finished concrete driveway with fine texture lines and a straight saw-cut joint, leading up to a white garage door between two strips of lawn.",
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
    "Polished concrete for homes, basements, showrooms and offices: ground, densified and polished to a satin or high-gloss finish that is easy to clean and doesn't create dust.",
  "broom-finish":
    "Broom finish concrete is the hard-wearing, slip-resistant choice for driveways, walkways, steps and commercial sidewalks. It is a clean, simple finish that gives good grip in rain, snow and ice.",
  "repair-restoration":
    "Crack repair, resurfacing and step rebuilds that bring tired, salt-damaged concrete back into service, often for much less than the cost of tearing it out.",
  residential: "Driveways, patios, walkways, steps, pool decks and garage floors we have completed for homeowners across Toronto and the GTA.",
  commercial:
    "Walkways, walkway repairs, and showroom and office floors for property managers and business owners, scheduled to keep disruption to a minimum.",
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
