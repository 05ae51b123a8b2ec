import { Link } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { additionalAreas, serviceAreaCards } from "@/content/cities";
import { PageMeta } from "@/lib/page-meta";

export default function ServiceAreasPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Service Areas | Concrete Contractor Toronto & GTA | Forma Concrete"
        description="Stamped and broom finish concrete across Toronto, Mississauga, Vaughan, Markham, Richmond Hill, Oakville, Brampton, Etobicoke and 18 more GTA communities."
        path="/service-areas"
      />
      <PageHero
        eyebrow="Service areas"
        title="Concrete work across Toronto and the GTA"
        intro="Local crews for the city and the 905. Pick your city to see neighbourhoods we work in and recent local projects."
      />
      <section className="py-16 sm:py-20">
        <ul className="mx-auto grid max-w-7xl px-4 sm:px-6 lg:px-8 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {serviceAreaCards.map((city) => {
            const more = city.neighbourhoods.length - 3;
            return (
              <li key={city.slug}>
                <Link
                  href={`/service-areas/${city.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-stone-950 hover:shadow-md"
                >
                  <div className="flex items-baseline justify-between gap-3">
                    <h2 className="text-xl font-bold text-stone-950">{city.city}</h2>
                    <span className="text-sm text-stone-600">Pop. {city.population}</span>
                  </div>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-stone-600">{city.description}</p>
                  <p className="mt-4 text-sm text-stone-800">
                    {city.neighbourhoods.slice(0, 3).join(", ")}
                    {more > 0 && <span className="text-stone-600"> +{more} more</span>}
                  </p>
                  <div className="mt-5 flex items-center justify-between border-t border-stone-100 pt-4">
                    <span className="text-sm font-semibold text-gold-dark">{city.projects}</span>
                    <span aria-hidden="true" className="font-semibold text-stone-950 transition-transform group-hover:translate-x-1">
                      →
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <Section className="bg-stone-100 py-16 sm:py-20">
        <SectionHeading
          eyebrow="Also serving"
          title="Additional areas"
          intro="We also regularly work in these communities. Not sure if we cover your street? Call us."
        />
        <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-6">
          {additionalAreas.map((area) => (
            <li key={area} className="flex items-center gap-2 text-stone-800">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
              {area}
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand />
    </SiteLayout>
  );
}
