import { Section } from "@/components/sections/section";
import { business, promises } from "@shared/business";

const reasons = [
  {
    title: "Professional Grade Materials",
    text: "Air-entrained 32 MPa concrete, steel reinforcement, and UV-stable colour hardeners and sealers from established suppliers.",
  },
  {
    title: "Quick Turnaround",
    text: `Most projects are formed, poured, finished and sealed in ${promises.completionDays} days, with daily progress photos.`,
  },
  {
    title: "Guaranteed Quality",
    text: `Every job is backed by a ${promises.warrantyYears}-year written workmanship warranty and a final walkthrough with you.`,
  },
];

export function WhyChoose() {
  return (
    <Section labelledBy="why-title" className="bg-stone-950 py-20 text-white sm:py-24" grid="gap-12 lg:grid-cols-[1fr_1.4fr] lg:items-center">
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">Why choose us</p>
        <h2 id="why-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Why Choose {business.name}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-stone-300">
          A specialist crew, a written scope and a clean site: the things homeowners tell us they could not get elsewhere.
        </p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1">
        {reasons.map((reason, index) => (
          <li key={reason.title} className="flex gap-5 rounded-xl border border-stone-800 bg-stone-900/60 p-6">
            <span aria-hidden="true" className="text-3xl font-extrabold text-gold">
              0{index + 1}
            </span>
            <div>
              <h3 className="text-lg font-bold">{reason.title}</h3>
              <p className="mt-1 text-stone-300">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
