/** Copy of the About page (story, values, four-step process, licences and insurance). */
import { business, promises } from "@shared/business";

export const storyParagraphs: string[] = [
  `${business.name} began the way many Toronto trades businesses do: a family crew pouring driveways and walkways for neighbours, then for their neighbours' friends. Word of mouth did the rest, and today we work right across Toronto and the GTA, from Etobicoke to Scarborough and out to Mississauga, Vaughan and Oakville.`,
  "Early on we decided to specialise. Instead of doing a bit of everything, we focus on stamped concrete and broom finish concrete, so our crews, forms, mixes and stamping tools are all tuned to those two finishes. It's why a stamped patio from us looks like natural stone up close, and why our broom finish driveways stand up to road salt, snowplows and Ontario's freeze-thaw cycles. The same crews also polish concrete floors and repair and restore concrete that has cracked or scaled.",
  "We're still a hands-on, family-run business. You deal with the same small team from the first site visit to the final walkthrough, and we answer our own phone.",
];

export const storyFacts: { value: string; label: string }[] = [
  { value: `${promises.responseHours}h`, label: "Quote response" },
  { value: promises.completionDays, label: "Days per typical project" },
  { value: `${promises.warrantyYears} yr`, label: "Workmanship warranty" },
];

export const values: { title: string; text: string }[] = [
  {
    title: "The base comes first",
    text: "Most concrete problems start underground. We dig to the right depth, build a compacted granular base and slope for drainage before any concrete arrives.",
  },
  {
    title: "Straight answers",
    text: `Itemized written quotes within ${promises.responseHours} hours, extras listed before you sign, and no pressure to go ahead.`,
  },
  {
    title: "Respect for your home",
    text: "A dust-free process: we protect your house, gardens and your neighbours' property, and leave the site cleaner than we found it.",
  },
  {
    title: "We stand behind it",
    text: `Every project carries a written ${promises.warrantyYears}-year workmanship warranty. If something we built isn't right, we come back and fix it.`,
  },
];

export const processSteps: { title: string; text: string }[] = [
  { title: "Consultation", text: "A free site visit to measure, check drainage and access, and talk through what you have in mind." },
  {
    title: "Design & Quote",
    text: `We help you choose pattern, colours and layout, then send an itemized written quote within ${promises.responseHours} hours.`,
  },
  { title: "Installation", text: `Removal, base, forming, pouring and finishing or stamping, usually completed in ${promises.completionDays} days.` },
  { title: "Handover", text: "Sealing, full cleanup and a final walkthrough, with care instructions and your written warranty." },
];

export const credentials: { title: string; text: string; icon: string }[] = [
  {
    title: "WSIB coverage",
    text: "Our crew is covered by the WSIB, Ontario's Workplace Safety and Insurance Board, so you are not exposed if someone is hurt on your property.",
    icon: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4",
  },
  {
    title: "Liability insurance",
    text: "Commercial general liability insurance protects your home and your neighbours' property while we work. We'll send proof of coverage before we start.",
    icon: "M4 10l8-6 8 6v10H4z M9 20v-6h6v6",
  },
  {
    title: "Licensed and bonded",
    text: "We're licensed and bonded, and we arrange utility locates before any digging starts.",
    icon: "M7 4h10v16l-5-3-5 3z",
  },
  {
    title: `${promises.warrantyYears}-year workmanship warranty`,
    text: `Every installation is backed by a written ${promises.warrantyYears}-year workmanship warranty, set out in our Terms of Service.`,
    icon: "M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.6 6.5 19.5l1-6.3L3 8.9 9 8z",
  },
];
