import { Link } from "wouter";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { cityLinks } from "@/content/city-links";

export function ServiceAreasSection() {
  return (
    <Section labelledBy="areas-title" className="py-20 sm:py-24">
      <SectionHeading
        id="areas-title"
        eyebrow="Service areas"
        title="Serving Toronto & Greater Toronto Area"
        intro="Local crews for the city and the 905, with site visits booked within days."
      />
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cityLinks.map((link) => (
          <li key={link.slug}>
            <Link
              href={`/service-areas/${link.slug}`}
              className="flex items-center justify-between rounded-lg border border-stone-200 bg-white px-4 py-3.5 font-semibold text-stone-900 transition-colors hover:border-stone-950"
            >
              {link.city}
              <span aria-hidden="true" className="text-gold-dark">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
