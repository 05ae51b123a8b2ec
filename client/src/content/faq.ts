/**
 * Questions and answers of /faq: five categories of 4-5 questions each.
 * Numbers come from shared/business.ts so the answers follow the business's own constants.
 */
import { business, contractTerms, priceGuide, promises, quoteValidity } from "@shared/business";
import type { FaqCategory } from "./types";

const broom = priceGuide.broomFinishPerSqFt;
const stamped = priceGuide.stampedPerSqFt;
const paymentMethods = `${contractTerms.paymentMethods.slice(0, -1).join(", ")} or ${contractTerms.paymentMethods.at(-1)}`;

export const faqCategories: FaqCategory[] = [
  {
    category: "General Questions",
    items: [
      {
        question: "Which areas do you serve?",
        answer: `We serve Toronto and the Greater Toronto Area, including Toronto, Mississauga, Vaughan, Markham, Richmond Hill, Oakville, Brampton, Etobicoke, Scarborough and North York. We also take on projects in many surrounding GTA towns. If you're not sure whether we cover your address, call us at ${business.phoneDisplay} and we'll tell you right away.`,
      },
      {
        question: "How long does a typical project take?",
        answer: `Most residential projects, such as a driveway, patio or walkway, take ${promises.completionDays} days from breaking out the old surface to final sealing. Larger commercial jobs or projects with a lot of excavation can take longer, and we'll give you a schedule with your quote. Rain or very cold weather can push a pour by a day or two; we'll keep you updated.`,
      },
      {
        question: "Are you licensed and insured?",
        answer:
          "Yes. We are licensed and bonded, carry liability insurance and are covered by the WSIB, Ontario's workplace safety and insurance board, so you are not exposed if someone is hurt on your property. We're happy to send proof of coverage before work starts.",
      },
      {
        question: "Do you offer a warranty?",
        answer: `Yes. Our work comes with a ${promises.warrantyYears}-year workmanship warranty. If a problem is caused by how we installed it, we'll come back and fix it. Normal wear, fine hairline shrinkage cracks, and damage from de-icing chemicals, overweight vehicles or soil movement outside our work area are not covered; the details are in our Terms of Service.`,
      },
      {
        question: "How quickly will I hear back after I request a quote?",
        answer: `We respond within ${promises.responseHours} hours, and often sooner. Sending a few photos of the area and rough measurements with your request helps us give you a more accurate first estimate.`,
      },
    ],
  },
  {
    category: "Polished Concrete",
    items: [
      {
        question: "What is polished concrete?",
        answer:
          "Polished concrete is an existing or new concrete slab that is ground flat with progressively finer diamond tooling, treated with a densifier that hardens the surface, and polished to the sheen you choose, from a soft satin to high gloss. There's no coating to peel, and it doesn't create dust the way bare concrete does.",
      },
      {
        question: "Can my existing floor be polished?",
        answer:
          "In most cases, yes. Garage, basement, shop and warehouse slabs are often good candidates. We check for cracks, old coatings, adhesive and moisture at the site visit; cracks and damaged joints are repaired first, and coatings are ground off as part of the job.",
      },
      {
        question: "Is polished concrete slippery?",
        answer:
          "A dry polished floor has good traction, similar to many tile and stone floors. Like any smooth floor it can be slippery when wet or oily, so for garages and entrances we recommend a satin finish rather than high gloss, and mats at doorways in winter.",
      },
      {
        question: "Do you polish floors in winter?",
        answer:
          "Yes. We work year-round indoors, so garage, basement and commercial floors can be polished in any season, as long as the space is enclosed and heated enough for the densifier and guard to cure. Outdoor pours are scheduled in warmer months.",
      },
      {
        question: "How do I care for a polished floor?",
        answer:
          "Sweep or dust-mop regularly and wash with a pH-neutral cleaner; avoid harsh acids and vinegar. Wipe up oil and salty water promptly. Busy areas can be buffed or re-guarded every few years to restore the sheen.",
      },
    ],
  },
  {
    category: "Decorative Concrete",
    items: [
      {
        question: "What patterns and colours can I choose for stamped concrete?",
        answer:
          "Popular patterns include ashlar slate, European fan, random stone, cobblestone and wood plank. We colour the concrete with a base colour and add a release agent in a second colour to highlight the texture and joints, so you can match brick, stone or trim. We bring samples to the site visit.",
      },
      {
        question: "Is stamped concrete slippery?",
        answer:
          "The stamped texture itself gives some grip, but a glossy sealer can become slick when wet. On driveways, steps and pool decks we mix a slip-resistant additive into the sealer. For steps and steep slopes, a broom finish or broom-finished treads are the safest choice.",
      },
      {
        question: "Stamped concrete or interlock: which is better?",
        answer:
          "Interlock pavers can be lifted and relaid, but joints can grow weeds and pavers can shift or sink over time. Stamped concrete is one continuous slab with no joints for weeds, and it typically costs less for the same area. The right choice depends on your budget, the look you want and the site, and we're happy to talk it through.",
      },
      {
        question: "Will my stamped concrete crack?",
        answer:
          "All concrete shrinks as it cures, so we cut or tool control joints to guide any cracking into straight lines where it's hard to see. Good base preparation, reinforcement where needed and proper drainage prevent the structural cracks that come from settling and frost heave.",
      },
      {
        question: "How often should stamped concrete be resealed?",
        answer:
          "We seal stamped concrete when it's installed and recommend resealing every two to three years, depending on traffic and sun exposure. Resealing restores colour depth and helps protect the surface from road salt, oil and freeze-thaw damage. We offer resealing as a separate service.",
      },
    ],
  },
  {
    category: "Process & Installation",
    items: [
      {
        question: "What happens on installation day?",
        answer:
          "We protect your house, gardens and neighbouring surfaces, break out and remove the old surface, and then grade and compact a new granular base. After forming and any reinforcement, we pour, finish or stamp the concrete, cut control joints and clean up. Stamped work is sealed once the surface has dried, usually on the last day of the project.",
      },
      {
        question: "When can I walk and drive on my new concrete?",
        answer:
          "Polished floors and resurfacing can take full traffic 24-48 hours after completion. On a newly poured driveway, patio or walkway, light foot traffic is fine after 24-48 hours, but keep cars and heavy loads off for about 7 days while the concrete gains strength. We'll give you exact dates for your project.",
      },
      {
        question: "Do I need a permit?",
        answer:
          "Replacing a driveway or patio in the same size usually doesn't need one, but widening a driveway, adding a front-yard parking pad, changing a curb cut or working near a ravine or creek often needs approval from your city or conservation authority. We'll tell you at the site visit if your plans are likely to need approval, and we don't pour widened or new parking areas until you have it.",
      },
      {
        question: "Do I need to be home while you work?",
        answer:
          "No, as long as we have access to the work area, water and, where needed, power. We do ask you to be available for a quick walk-through at the start and at the end, and to keep cars, kids and pets off the new concrete.",
      },
      {
        question: "Do you work in the rain or in winter?",
        answer:
          "We don't pour outdoors in rain or when freezing temperatures are expected during curing, and we'll reschedule if the forecast turns. Outdoor work normally runs from spring to late fall, while indoor polishing and repairs go on year-round.",
      },
    ],
  },
  {
    category: "Pricing & Quotes",
    items: [
      {
        question: "How much does stamped or broom finish concrete cost?",
        answer: `As a guide, a basic broom finish runs about $${broom.min}-$${broom.max} per sq ft and premium stamped concrete about $${stamped.min}-$${stamped.max} per sq ft. The final price depends on size, removal of the old surface, base preparation, access and the pattern and colours you choose. Your written quote lists everything it includes.`,
      },
      {
        question: "Why do small projects cost more per square foot?",
        answer: `Every project has fixed costs: the crew, equipment, delivery of concrete and setup and cleanup. On projects under ${priceGuide.smallProjectSqFt} sq ft those costs are spread over fewer square feet, so the price per sq ft may be higher than our usual ranges. Combining jobs, such as a walkway and steps, can help.`,
      },
      {
        question: "Are your quotes free?",
        answer: `Yes. The site visit and written quote are free and there's no obligation to go ahead. Quotes are valid for ${quoteValidity.estimateDays} days unless another date is shown on the quote.`,
      },
      {
        question: "How does payment work?",
        answer: `A deposit is typically required when you sign the contract, with the balance on completion. We accept ${paymentMethods}. The exact amounts and dates are written into your contract before any work begins.`,
      },
      {
        question: "What's included in the price?",
        answer:
          "Our quotes include removal and disposal of the old surface, base preparation, forming, the concrete and labour, finishing or stamping, control joints, sealing for decorative work and full cleanup. Anything extra, such as permits, extra excavation or drainage work, is listed separately so there are no surprises.",
      },
    ],
  },
];
