/**
 * Service areas: the ten city pages linked from the home page, the eight cards of /service-areas
 * and its list of further towns. Project counts are the business's claimed figures;
 * Scarborough and North York, which have no claimed figure, carry our own.
 */
import type { City } from "./types";

export const cities: City[] = [
  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Toronto",
    slug: "toronto",
    population: "2.8M",
    description:
      "Stamped and broom finish driveways, front steps and backyard patios for Toronto's older homes, from tight downtown lots to leafy midtown streets.",
    neighbourhoods: [
      "The Annex",
      "Leslieville",
      "The Beaches",
      "High Park",
      "Riverdale",
      "Leaside",
      "Roncesvalles",
      "Forest Hill",
      "Rosedale",
      "Bloor West Village",
      "Lawrence Park",
      "Danforth Village",
    ],
    projects: "450+ Projects",
    title: "Stamped Concrete Toronto | Driveways, Steps & Patios | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Toronto: driveways, front steps, walkways and backyard patios for older homes and tight lots. Free quote within 24 hours.",
    intro: [
      "Much of Toronto's housing was built before the Second World War: Victorian and Edwardian semis, row houses and detached homes on narrow lots, often with a shared mutual driveway or a laneway garage out back. Concrete work here is as much about access as about the pour. We plan for wheelbarrow runs through side yards, concrete pumped over a fence, and equipment sized for a 2-metre side passage rather than a suburban double driveway.",
      "The most common requests we get in the old city and East York are front steps and walkways that have been patched too many times, backyard patios off a new kitchen or basement walkout, and laneway garage aprons. Freeze-thaw cycles and the salt tracked up from the sidewalk are hard on old concrete, so we pour air-entrained mixes, slope every surface away from the house and seal stamped work before its first winter.",
      "If you are thinking about a front-yard parking pad or widening an existing driveway, check with the City first: parking in front yards needs City approval and isn't permitted on every street. We are happy to walk through what we see on site and what the City is likely to ask for, but we don't pour a new parking area until you have the approval in hand.",
    ],
    localNotes: [
      {
        title: "Tight lots and shared driveways",
        body: "On narrow lots and mutual driveways we agree the pour dates with you and your neighbour, keep half the access open where we can, and protect fences, walls and gardens along the way.",
      },
      {
        title: "Clay soil and old fill",
        body: "Many Toronto yards sit on clay-rich soil topped with decades of old fill. We dig out soft material and build a compacted granular base so the new slab doesn't settle or heave.",
      },
      {
        title: "Mature trees",
        body: "Large trees are common on older streets and the City protects many of them. We work around root zones, and if digging near a protected tree needs a permit, we raise it before the job is booked.",
      },
    ],
    localProjects: [
      {
        title: "Front steps and walkway for a Victorian semi",
        neighbourhood: "Leslieville",
        description:
          "Replaced crumbling steps and a heaved walkway with a broom-finished landing and steps, and a charcoal ashlar walkway to the sidewalk.",
      },
      {
        title: "Basement walkout patio",
        neighbourhood: "Leaside",
        description: "A stamped random stone patio off a new basement walkout, graded to a drain so water stays out of the lower level.",
      },
      {
        title: "Laneway garage apron",
        neighbourhood: "The Annex",
        description: "A broom-finished apron between the laneway and a rebuilt garage, poured in one morning to keep the lane clear for neighbours.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Mississauga",
    slug: "mississauga",
    population: "717K",
    description:
      "Driveway replacements, backyard patios and pool decks for Mississauga homes, from lakeside Port Credit to the subdivisions of Meadowvale and Churchill Meadows.",
    neighbourhoods: [
      "Port Credit",
      "Lorne Park",
      "Clarkson",
      "Mineola",
      "Streetsville",
      "Meadowvale",
      "Erin Mills",
      "Churchill Meadows",
      "Cooksville",
      "Applewood",
      "Lisgar",
      "Malton",
    ],
    projects: "280+ Projects",
    title: "Stamped Concrete Mississauga | Driveways & Patios | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Mississauga: driveway replacements, patios, pool decks and walkways from Port Credit to Meadowvale. 5-year warranty.",
    intro: [
      "A large share of Mississauga's homes went up between the 1970s and the 1990s in neighbourhoods such as Erin Mills, Meadowvale, Applewood and Lisgar. Many of those houses still have their original driveways and walkways, and after forty-odd winters of salt and frost the surface is scaling, the joints have opened and the slab has dropped at the garage. Replacing them is the bulk of our Mississauga work, often with a broom-finished driveway and stamped borders or a stamped front walkway.",
      "Closer to the lake, in Port Credit, Mineola, Lorne Park and Clarkson, lots are larger and many homes have been rebuilt or extended. Those owners tend to ask for stamped patios, pool surrounds and wider, more decorative driveways in patterns like ashlar slate and random stone, in colours chosen to match new stone or brick.",
      "Mississauga regulates how wide a driveway can be and how much of a front yard it can cover, and widening one usually needs a permit. Rules depend on the lot, so we measure what you have, tell you plainly if a wider layout is likely to need approval, and leave the boulevard between sidewalk and curb to the City's requirements.",
    ],
    localNotes: [
      {
        title: "Original 1970s-90s driveways",
        body: "Old driveways often sit on thin bases. We break them out fully, re-grade and compact new granular material rather than pouring over problems.",
      },
      {
        title: "Road salt on steep aprons",
        body: "Where driveways slope up from the street, cars carry salty slush onto the apron. Air-entrained concrete and a penetrating or acrylic sealer keep scaling in check.",
      },
      {
        title: "Near creeks and the lake",
        body: "Properties along the Credit River, its tributaries and the lakeshore can be subject to conservation authority rules. We check before planning any grading changes there.",
      },
    ],
    localProjects: [
      {
        title: "Driveway with stamped borders",
        neighbourhood: "Erin Mills",
        description:
          "An original 1980s driveway replaced with a broom-finished centre and charcoal ashlar borders that tie in with the front walkway.",
      },
      {
        title: "Pool deck in random stone",
        neighbourhood: "Lorne Park",
        description: "A light tan random stone pool surround with slip-resistant sealer, replacing worn-out interlock that had shifted.",
      },
      {
        title: "Wood plank backyard patio",
        neighbourhood: "Streetsville",
        description: "A stamped wood plank patio that replaced a rotting deck at grade, with a broom-finished path to the side gate.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Vaughan",
    slug: "vaughan",
    population: "323K",
    description:
      "Stamped driveways, front entrances and pool decks for Vaughan's newer homes, plus aprons and sidewalks for Concord's industrial and commercial properties.",
    neighbourhoods: ["Woodbridge", "Thornhill", "Maple", "Concord", "Kleinburg", "Vaughan Metropolitan Centre"],
    projects: "200+ Projects",
    title: "Stamped Concrete Vaughan | Driveways & Pool Decks | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Vaughan: driveways, front entrances, pool decks and commercial aprons in Woodbridge, Maple, Kleinburg and Thornhill.",
    intro: [
      "Vaughan's housing is young by GTA standards. Large parts of Woodbridge, Maple and Thornhill were built from the 1980s on, and new subdivisions keep going up. Builders often hand over a house with a basic asphalt driveway and precast steps, and a few years later the owners want something that suits the home: a stamped concrete driveway, a wide front entrance with matching steps, or a patio and pool deck out back.",
      "New construction brings its own problem. The soil around foundations and over service trenches is backfill, and if it was not compacted properly it keeps settling for years. Before we pour in a newer subdivision we check for soft spots, dig them out and rebuild the base, because a beautiful stamped surface is only as good as what sits under it.",
      "In Concord and around the Vaughan Metropolitan Centre much of our work is commercial: loading aprons, sidewalks and entrance walkways built with heavier mixes and broom finishes for traction. On larger estate lots in Kleinburg, owners tend to ask for long driveways and courtyards in ashlar slate or cobblestone patterns that complement stone facades.",
    ],
    localNotes: [
      {
        title: "Settling backfill on newer lots",
        body: "We probe and re-compact the areas over foundation backfill and service trenches before pouring, which is where new-build driveways most often sink.",
      },
      {
        title: "Heavy clay soils",
        body: "Much of Vaughan sits on clay that swells when wet and shrinks when dry. A proper granular base, good drainage and well-placed control joints keep cracking in check.",
      },
      {
        title: "Boulevards and curb cuts",
        body: "The strip between the sidewalk and the road belongs to the City. Widening a curb cut or changing that strip needs City approval, so we confirm what's allowed before we lay out a wider driveway.",
      },
    ],
    localProjects: [
      {
        title: "Stamped driveway on a new build",
        neighbourhood: "Maple",
        description: "A builder's asphalt driveway replaced with sandstone ashlar stamped concrete after the settled base was dug out and rebuilt.",
      },
      {
        title: "Pool deck and courtyard",
        neighbourhood: "Kleinburg",
        description: "A warm tan random stone pool deck and a terracotta cobblestone courtyard linking the house to the cabana.",
      },
      {
        title: "Warehouse loading apron",
        neighbourhood: "Concord",
        description: "A heavy-duty, broom-finished apron in front of the dock doors, poured in sections so shipping never fully stopped.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Markham",
    slug: "markham",
    population: "338K",
    description:
      "Driveways, walkways and patios for Markham homes, from the heritage streets of Unionville to Cornell's laneway garages and the newer neighbourhoods in between.",
    neighbourhoods: [
      "Unionville",
      "Markham Village",
      "Cornell",
      "Berczy Village",
      "Cathedraltown",
      "Angus Glen",
      "Box Grove",
      "Wismer Commons",
      "Greensborough",
      "Milliken",
    ],
    projects: "180+ Projects",
    title: "Stamped Concrete Markham | Driveways & Walkways | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Markham: driveways, walkways, patios and laneway aprons in Unionville, Cornell, Berczy Village and across the city.",
    intro: [
      "Markham mixes some of the GTA's oldest streets with some of its newest. Unionville and Markham Village have heritage districts where exterior changes can need the City's heritage review, so for homes there we suggest finishes that suit the period, such as a terracotta cobblestone walk or a simple broom finish with a tooled border, and we let owners know early if a heritage approval might apply.",
      "Newer neighbourhoods like Cornell, Cathedraltown and Wismer Commons were designed with rear lanes and detached garages. That means short garage aprons, small rear patios and side walkways instead of long front driveways, and work areas that are often shared with neighbours. Further out in Angus Glen, Berczy Village and Box Grove, homeowners often ask for full driveway replacements with stamped borders and matching front steps.",
      "Whatever the neighbourhood, Markham's clay soils and winter salt are the constants. We build a compacted granular base, use air-entrained concrete and seal stamped surfaces before their first winter, and we explain how to care for the finish so it stays good-looking for years.",
    ],
    localNotes: [
      {
        title: "Heritage districts",
        body: "In Unionville and Markham Village, visible exterior changes may need heritage review. We help you describe the work and choose finishes that fit the street.",
      },
      {
        title: "Laneway homes",
        body: "In Cornell and Cathedraltown we often pour from the lane. We plan deliveries and cleanup so shared lanes stay passable for neighbours.",
      },
      {
        title: "Clay and drainage",
        body: "Flat lots on clay can hold water against the slab. Correct slopes, away from the house and toward the lane or street, come first in every layout.",
      },
    ],
    localProjects: [
      {
        title: "Cobblestone walkway on a heritage street",
        neighbourhood: "Unionville",
        description: "A terracotta cobblestone front walkway with a tooled border, chosen to suit a nineteenth-century style home.",
      },
      {
        title: "Garage apron and rear patio",
        neighbourhood: "Cornell",
        description: "A broom-finished laneway apron and a small stamped ashlar patio behind a detached garage.",
      },
      {
        title: "Retail sidewalk replacement",
        neighbourhood: "Milliken",
        description: "Heaved sidewalk panels in front of a row of shops re-poured overnight in stages so stores stayed open.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Richmond Hill",
    slug: "richmond-hill",
    population: "202K",
    description:
      "Stamped driveways, front steps and garage floors for Richmond Hill homes, from 1960s bungalows in Richvale to estate homes on Bayview Hill and the Oak Ridges Moraine.",
    neighbourhoods: ["Oak Ridges", "Mill Pond", "Bayview Hill", "Richvale", "Jefferson", "Westbrook", "Rouge Woods", "Langstaff", "Observatory"],
    projects: "120+ Projects",
    title: "Stamped Concrete Richmond Hill | Driveways & Steps | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Richmond Hill: driveways, front steps, patios and polished garage floors in Oak Ridges, Bayview Hill and Mill Pond.",
    intro: [
      "Richmond Hill's older south end, around Richvale, Mill Pond and Langstaff, has plenty of 1950s and 1960s bungalows and side-splits with single driveways and precast front steps that are at the end of their life. Many are being renovated or rebuilt, and owners usually want a wider driveway and a proper poured entrance to go with the new house.",
      "In the north of town, Oak Ridges sits on the Oak Ridges Moraine. The soil there is sandier and drains better than the clay further south, but it needs careful compaction, and some properties fall under moraine conservation rules that can limit grading and hard surfaces. Bayview Hill and parts of Jefferson have larger lots where stamped driveways, courtyards and pool decks are common requests.",
      "Richmond Hill sits higher than the lakeshore cities and usually gets more snow and more freeze-thaw days. That makes air-entrained concrete, good drainage and a broom or stamped texture with grip more than a nice-to-have, and it is why we encourage sealing stamped work every two to three years.",
    ],
    localNotes: [
      {
        title: "Oak Ridges Moraine",
        body: "Sandy, well-drained soils in the north of town need thorough compaction, and some lots have conservation rules. We check before planning major grading.",
      },
      {
        title: "Colder, snowier winters",
        body: "More freeze-thaw cycles than at the lake mean we pay extra attention to air entrainment, slopes and sealing.",
      },
      {
        title: "Renovations and rebuilds",
        body: "When a house is being rebuilt, we time the driveway and steps for after heavy equipment has gone, so new concrete isn't damaged by construction traffic.",
      },
    ],
    localProjects: [
      {
        title: "Polished double garage floor",
        neighbourhood: "Bayview Hill",
        description: "An oil-stained garage slab ground, densified and polished to a satin finish that wipes clean of road salt.",
      },
      {
        title: "Porch and step restoration",
        neighbourhood: "Richvale",
        description: "Salt-damaged step edges rebuilt and the porch resurfaced, avoiding a full tear-out on a 1960s bungalow.",
      },
      {
        title: "Stamped driveway and entrance",
        neighbourhood: "Oak Ridges",
        description: "A grey European fan driveway with matching broom-finished steps on a newly rebuilt home.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Oakville",
    slug: "oakville",
    population: "213K",
    description:
      "Decorative stamped driveways, pool decks and patios for Oakville homes, from Old Oakville and Bronte near the lake to Glen Abbey and Joshua Creek.",
    neighbourhoods: ["Old Oakville", "Bronte", "Glen Abbey", "Eastlake", "Clearview", "Joshua Creek", "River Oaks", "West Oak Trails", "Falgarwood"],
    projects: "150+ Projects",
    title: "Stamped Concrete Oakville | Pool Decks & Driveways | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Oakville: pool decks, patios, driveways and walkways in Old Oakville, Glen Abbey, Bronte, Eastlake and Joshua Creek.",
    intro: [
      "Oakville homeowners tend to ask for decorative work. Pool decks and backyard patios are a big part of what we do here, usually in random stone, ashlar slate or wood plank patterns in light, warm colours that stay cooler underfoot in summer. We add a slip-resistant additive to the sealer around pools and plan drainage so splash-out and rain run away from the house.",
      "Near the lake, in Old Oakville, Bronte and Eastlake, many homes are older or have been rebuilt on large lots, and the driveways are long and often curved. In Glen Abbey, River Oaks and West Oak Trails, built mostly from the 1980s to the 2000s, the original driveways and walkways are now due for replacement, and owners often choose stamped borders and matching front steps.",
      "Sixteen Mile Creek, Bronte Creek and their ravines run through town, and properties near them can fall under conservation authority rules. Oakville also has its own requirements for driveway widths and curb cuts. Where a project is likely to need approval, we tell you at the site visit so nothing catches you off guard.",
    ],
    localNotes: [
      {
        title: "Pool decks",
        body: "Light colours, slip-resistant sealer and properly placed drains make a stamped pool deck comfortable and safe for bare feet.",
      },
      {
        title: "Ravine and creek lots",
        body: "Near Sixteen Mile Creek and Bronte Creek, grading and new hard surfaces can need conservation authority approval. We check before laying out the work.",
      },
      {
        title: "Halton clay",
        body: "Clay soils hold water and move with the seasons. We build a compacted granular base and place control joints where the slab is most likely to crack.",
      },
    ],
    localProjects: [
      {
        title: "European fan walkway and steps",
        neighbourhood: "Old Oakville",
        description: "A curved grey European fan walkway leading to new broom-finished front steps with hand-tooled edges.",
      },
      {
        title: "Wood plank pool surround",
        neighbourhood: "Glen Abbey",
        description: "A weathered grey-brown wood plank pool deck with slip-resistant sealer, replacing cracked original concrete.",
      },
      {
        title: "Garage floor resurfacing",
        neighbourhood: "Bronte",
        description: "Long cracks repaired and a salt-pitted garage floor resurfaced and sealed.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Brampton",
    slug: "brampton",
    population: "656K",
    description:
      "Durable driveways, side walkways and front steps for Brampton homes, from 1960s Bramalea to Springdale, Castlemore and Mount Pleasant.",
    neighbourhoods: [
      "Bramalea",
      "Springdale",
      "Castlemore",
      "Mount Pleasant",
      "Heart Lake",
      "Fletcher's Meadow",
      "Sandringham-Wellington",
      "Credit Valley",
      "Downtown Brampton",
    ],
    projects: "190+ Projects",
    title: "Stamped Concrete Brampton | Driveways & Walkways | Forma",
    metaDescription:
      "Broom finish and stamped concrete in Brampton: driveways, side walkways, basement entrances, front steps and patios in Springdale, Castlemore and Bramalea.",
    intro: [
      "Brampton has grown fast, and its housing shows it: 1960s and 1970s homes in Bramalea, 1990s and 2000s subdivisions in Heart Lake and Fletcher's Meadow, and newer neighbourhoods like Springdale, Castlemore, Credit Valley and Mount Pleasant. Many families share a house across generations or have a second unit, so we pour a lot of side-yard walkways to basement entrances, wider landings and extra parking space.",
      "Driveway widening needs particular care in Brampton. The City limits how wide a driveway can be for the size of the lot and requires a permit before widening, and it does enforce those rules. We measure your lot, show you what we think is realistic, and only pour a widened driveway once you have the City's approval.",
      "Side walkways and basement entrances need good drainage more than anything else: a walkway that tilts toward the house sends water straight to the basement door. We grade every walkway away from the foundation, use a broom finish for grip on stairs and slopes, and can add stamped borders or a stamped front walkway for a more finished look.",
    ],
    localNotes: [
      {
        title: "Driveway widening rules",
        body: "Brampton caps driveway widths and requires a permit for widening. We plan layouts that respect the rules and pour only once approval is in place.",
      },
      {
        title: "Basement entrances",
        body: "Walkways to side and rear basement doors are sloped away from the house, and where needed, we tie them into a drain at the bottom of the stairs.",
      },
      {
        title: "Clay and frost",
        body: "Peel's clay soils move with frost. We build a compacted granular base and reinforce slabs where they meet steps or the garage.",
      },
    ],
    localProjects: [
      {
        title: "Side walkway to a basement entrance",
        neighbourhood: "Springdale",
        description: "A broom-finished side walkway sloped to carry water away from a new basement entrance.",
      },
      {
        title: "Approved driveway widening",
        neighbourhood: "Castlemore",
        description: "A permitted widening poured in broom finish and doweled into the existing driveway so both sides stay level.",
      },
      {
        title: "Polished showroom floor",
        neighbourhood: "Bramalea",
        description: "A car showroom slab ground and polished to a high-gloss finish that stands up to vehicles driving in.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Etobicoke",
    slug: "etobicoke",
    population: "365K",
    description:
      "Stamped driveways, patios and front steps for Etobicoke homes, from the Kingsway and Humber Valley to the lakeshore neighbourhoods of Mimico and Long Branch.",
    neighbourhoods: [
      "The Kingsway",
      "Humber Valley Village",
      "Islington Village",
      "Markland Wood",
      "Mimico",
      "New Toronto",
      "Long Branch",
      "Alderwood",
      "Richview",
      "Eringate",
      "Humber Bay Shores",
    ],
    projects: "160+ Projects",
    title: "Stamped Concrete Etobicoke | Driveways & Patios | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Etobicoke: driveways, front steps, patios and walkways in the Kingsway, Islington Village, Mimico and Long Branch.",
    intro: [
      "Etobicoke's older neighbourhoods, the Kingsway, Humber Valley Village and Islington Village, are full of 1930s to 1950s brick homes on generous, tree-lined lots. Owners there often want a driveway and walkway that suit a traditional house, and charcoal or sandstone ashlar slate patterns are the most popular choice. Many of these streets have mature trees, so we plan excavation around root zones and raise any City tree permit before the job is booked.",
      "Further north and west, in Richview, Eringate and Markland Wood, the housing is mainly 1950s to 1970s bungalows and side-splits with single driveways, carports and precast steps. Full replacements with a broom-finished driveway and new poured steps are common, as are backyard patios on larger rear lots.",
      "Along the lake, in Mimico, New Toronto and Long Branch, lots are narrower and access can be tight, and wind off the water means more wet freeze-thaw days. Air-entrained mixes, sealed surfaces and proper slopes matter here. Front-yard parking and driveway widening in Etobicoke follow City of Toronto rules, so we check what applies to your property first.",
    ],
    localNotes: [
      {
        title: "Mature trees",
        body: "The Kingsway and Humber Valley have large, protected trees. We work around root zones and flag when a City tree permit may be needed.",
      },
      {
        title: "Ravines near the Humber and Mimico Creek",
        body: "Lots backing onto ravines may be regulated by the conservation authority. Grading and new hard surfaces there are planned with that in mind.",
      },
      {
        title: "Lakeshore moisture",
        body: "Near the lake, concrete sees more wet freeze-thaw cycles. Sealing stamped work before winter and resealing every few years keeps the surface sound.",
      },
    ],
    localProjects: [
      {
        title: "Charcoal ashlar slate driveway",
        neighbourhood: "The Kingsway",
        description: "A double driveway in charcoal ashlar slate with a light grey release agent to suit a 1940s brick home.",
      },
      {
        title: "Broom finish backyard patio",
        neighbourhood: "Alderwood",
        description: "A simple, hard-wearing patio for a barbecue area, sloped away from the house for drainage.",
      },
      {
        title: "Bungalow driveway and steps",
        neighbourhood: "Richview",
        description: "A 1960s driveway and precast steps replaced with a broom-finished driveway and poured steps on proper footings.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "Scarborough",
    slug: "scarborough",
    population: "630K",
    description:
      "Driveway replacements, front steps and repairs for Scarborough's post-war bungalows and side-splits, from the Bluffs to Agincourt and Highland Creek.",
    neighbourhoods: ["Agincourt", "Guildwood", "Cliffside", "Birch Cliff", "Highland Creek", "West Hill", "Wexford", "Malvern", "Rouge"],
    projects: "140+ Projects",
    title: "Stamped Concrete Scarborough | Driveways & Repairs | Forma",
    metaDescription:
      "Stamped and broom finish concrete in Scarborough: driveway replacements, crack repair, resurfacing, front steps and walkways from Agincourt to the Bluffs.",
    intro: [
      "Much of Scarborough was built in the 1950s to the 1970s: bungalows, side-splits and back-splits on wide lots with long single driveways. Those driveways are now fifty or more years old, and many have cracked, heaved or scaled badly. Some can be saved with crack repair and resurfacing; others need to be broken out and replaced on a new base. We tell you honestly which one yours needs.",
      "In Guildwood, Cliffside and Birch Cliff near the Bluffs, and in the valleys around Highland Creek and the Rouge, some lots are close to ravines or slopes. Those properties can be subject to conservation authority rules, and grading has to keep water away from the slope as well as the house, so drainage is part of every layout we draw up there.",
      "Elsewhere, in Agincourt, Wexford and Malvern, most of our work is practical: broom-finished driveways, new front steps to replace sunken precast units, and stamped walkways to give an older house a fresh front. Front-yard parking and driveway widening follow City of Toronto rules, and we check those before we plan a wider driveway.",
    ],
    localNotes: [
      {
        title: "Repair or replace",
        body: "Surface scaling and isolated cracks can often be repaired and resurfaced. Widespread heaving or a failed base means replacement. We'll show you what we see.",
      },
      {
        title: "Bluffs and ravine lots",
        body: "Near the Scarborough Bluffs and creek valleys, slopes and conservation rules shape what can be built. We keep runoff away from slopes.",
      },
      {
        title: "Sunken precast steps",
        body: "Many older homes have precast steps that have settled. Poured steps on frost-depth footings stay put.",
      },
    ],
    localProjects: [
      {
        title: "Driveway crack repair and resurfacing",
        neighbourhood: "Wexford",
        description: "Structural cracks routed and filled and the driveway resurfaced with a fresh broom texture, avoiding a full replacement.",
      },
      {
        title: "Charcoal ashlar front walkway",
        neighbourhood: "Agincourt",
        description: "A shifted interlock walkway replaced with stamped concrete in a charcoal ashlar slate pattern.",
      },
      {
        title: "Side-split driveway replacement",
        neighbourhood: "Guildwood",
        description: "A heaved 1960s driveway replaced on a new compacted base with a broom finish and reinforced garage apron.",
      },
    ],
  },

  /* ------------------------------------------------------------------------------------------ */
  {
    city: "North York",
    slug: "north-york",
    population: "650K",
    description:
      "Stamped driveways, entrances and steps for North York's custom homes and mid-century houses, plus sidewalks and ramps for offices and plazas.",
    neighbourhoods: [
      "Willowdale",
      "York Mills",
      "Hoggs Hollow",
      "Bayview Village",
      "Don Mills",
      "Armour Heights",
      "Bridle Path",
      "Newtonbrook",
      "Lansing",
      "Downsview",
    ],
    projects: "170+ Projects",
    title: "Stamped Concrete North York | Driveways & Entrances | Forma",
    metaDescription:
      "Stamped and broom finish concrete in North York: driveways, front entrances, steps and walkways in Willowdale, York Mills, Don Mills and Bayview Village.",
    intro: [
      "Willowdale, Lansing, Armour Heights and Bayview Village have seen many original bungalows replaced by larger custom homes. New houses often come with wide driveways, a grand front entrance and several steps up to the door, and owners usually want the concrete to match the quality of the build: stamped ashlar or European fan driveways, broom-finished steps with tooled edges, and landings large enough for planters.",
      "Don Mills is a different story. Its 1950s planned neighbourhoods have mid-century homes with low, wide profiles, and a clean broom finish or a simple stamped border usually suits them better than a busy pattern. In York Mills, Hoggs Hollow and the Bridle Path, larger lots bring long driveways, courtyards and ravine edges, where conservation rules and drainage need careful planning.",
      "We also work for businesses across North York: entrance walkways, barrier-free ramps and plaza sidewalks with coarse broom finishes for grip in wet and icy weather, scheduled to keep doors open. For homes, front-yard parking and driveway widening follow City of Toronto rules, and we check those with you before we plan any change in width.",
    ],
    localNotes: [
      {
        title: "Custom home entrances",
        body: "Multi-step entrances need footings below frost depth and consistent riser heights. We form and pour steps and landings as one planned structure.",
      },
      {
        title: "Ravine lots",
        body: "Properties along the Don River branches and their ravines can be regulated by the conservation authority. We plan grading and drainage accordingly.",
      },
      {
        title: "After construction",
        body: "On new builds we pour driveways after heavy trades are done, and we re-compact disturbed soil over service trenches first.",
      },
    ],
    localProjects: [
      {
        title: "Front steps and landing rebuild",
        neighbourhood: "Willowdale",
        description: "Crumbling precast steps replaced with a poured landing and four broom-finished steps on frost-depth footings.",
      },
      {
        title: "Office entrance ramp",
        neighbourhood: "Don Mills",
        description: "A barrier-free ramp and entrance walkway with a coarse broom texture and a gentle grade for winter safety.",
      },
      {
        title: "Stamped driveway for a custom home",
        neighbourhood: "York Mills",
        description: "A long driveway in grey European fan with a broom-finished apron at the garage.",
      },
    ],
  },
];

/** The eight cards of /service-areas: Toronto to Etobicoke. */
export const serviceAreaCards: City[] = cities.slice(0, 8);

/** Further GTA towns listed on /service-areas (18, none of them among the ten city pages). */
export const additionalAreas: string[] = [
  "Ajax",
  "Pickering",
  "Whitby",
  "Oshawa",
  "Clarington",
  "Uxbridge",
  "Burlington",
  "Milton",
  "Georgetown",
  "Caledon",
  "Bolton",
  "King City",
  "Aurora",
  "Newmarket",
  "East Gwillimbury",
  "Stouffville",
  "East York",
  "York",
];

export function cityBySlug(slug: string): City | undefined {
  return cities.find((city) => city.slug === slug);
}
