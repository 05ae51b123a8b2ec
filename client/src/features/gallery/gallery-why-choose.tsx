/** The gallery's why-choose section: fully insured, expert craftsmanship, quality guarantee. */
import { IconCardBand, type IconCard } from "@/components/sections/icon-card-band";
import { business, promises } from "@shared/business";

const reasons: IconCard[] = [
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
    <IconCardBand
      id="gallery-why-title"
      eyebrow="Why homeowners choose us"
      title={`Why Choose ${business.name}`}
      cards={reasons}
      gridClassName="md:grid-cols-3"
    />
  );
}
