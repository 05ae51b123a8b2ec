/** The gallery's why-choose section (spec section 2): fully insured, expert craftsmanship, quality guarantee. */
import { business, promises } from "@shared/business";

const reasons = [
  {
    title: "Fully Insured",
    text: "Covered by WSIB, Ontario's workplace safety board, and by liability insurance on every job; licensed and bonded. We send proof of coverage before we start.",
    icon: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z M9 12l2 2 4-4",
  },
  {
    title: "Expert Craftsmanship",
    text: "A specialist stamped and broom finish crew: proper base preparation, steel reinforcement, clean joints and sealed, even colour on every pour.",
    icon: "M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z",
  },
  {
    title: "Quality Guarantee",
    text: `Every project carries a ${promises.warrantyYears}-year written workmanship warranty and a final walkthrough with you before we call it done.`,
    icon: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z M8.5 14l-1.5 7 5-3 5 3-1.5-7",
  },
];

export function GalleryWhyChoose() {
  return (
    <section aria-labelledby="gallery-why-title" className="bg-stone-950 py-20 text-white sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">Why homeowners choose us</p>
          <h2 id="gallery-why-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Why Choose {business.name}
          </h2>
        </div>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-stone-800 bg-stone-900/60 p-7">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold">
                <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round">
                  <path d={reason.icon} />
                </svg>
              </span>
              <h3 className="mt-5 text-xl font-bold">{reason.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-300">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
