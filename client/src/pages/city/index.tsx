import { Link, useParams } from "wouter";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteLayout } from "@/components/layout/site-layout";
import { useQuoteDialog } from "@/components/layout/quote-dialog";
import { PhoneIcon } from "@/components/layout/site-header";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { Button, ExternalButton, LinkButton } from "@/components/ui/button";
import { cityBySlug } from "@/content/cities";
import { cityLinks } from "@/content/city-links";
import { useSiteContent } from "@/content/site-projects";
import { ProjectGrid } from "@/features/projects/project-grid";
import { ReviewsSection } from "@/features/reviews/reviews-section";
import { locationOfCity } from "@shared/site/content-shapes";
import type { City } from "@/content/types";
import { trackEvent } from "@/lib/analytics";
import { PageMeta } from "@/lib/page-meta";
import { business, promises } from "@shared/business";

const reasons = [
  {
    title: "Stamped and broom finish specialists",
    text: "Crews who pour stamped and broom finish concrete every week, and who also polish floors and repair and restore tired concrete.",
  },
  { title: `Done in ${promises.completionDays} days`, text: "Forming, pouring, finishing and sealing on a schedule you get in writing." },
  {
    title: `${promises.warrantyYears}-year workmanship warranty`,
    text: "Insured with WSIB, licensed and bonded, and a written warranty on every job.",
  },
];

/**
 * Vaughan's page asks visitors to the contact page and offers a text message. Links to the lead
 * forms carry the city, so the form can preselect it.
 */
function CityHeroActions({ city }: { city: City }) {
  const { openQuoteDialog } = useQuoteDialog();
  const call = (
    <ExternalButton
      href={business.phoneHref}
      variant="outline-light"
      size="lg"
      onClick={() => trackEvent({ event: "phone_click", location: `city_${city.slug}` })}
    >
      <PhoneIcon />
      Call {business.phoneDisplay}
    </ExternalButton>
  );
  if (city.slug === "vaughan") {
    return (
      <>
        <LinkButton href={`/contact?city=${city.slug}`} size="lg">
          Get Free Quote
        </LinkButton>
        {call}
        <ExternalButton href={business.smsHref} variant="outline-light" size="lg">
          Text Us
        </ExternalButton>
      </>
    );
  }
  return (
    <>
      <Button size="lg" onClick={openQuoteDialog}>
        Get Free Quote
      </Button>
      {call}
      <ExternalButton href={business.whatsappUrl} target="_blank" rel="noopener noreferrer" variant="outline-light" size="lg">
        WhatsApp Us
      </ExternalButton>
    </>
  );
}

export default function CityPage() {
  const { slug } = useParams<{ slug: string }>();
  const city = cityBySlug(slug);
  const { projects, reviews } = useSiteContent();
  if (!city) return <NotFoundContent />;
  const cityProjects = projects.filter((project) => project.location === locationOfCity(city.city));
  const cityReviews = reviews.filter((review) => review.city === city.city);
  const otherCities = cityLinks.filter((link) => link.slug !== city.slug);

  return (
    <SiteLayout>
      <PageMeta title={city.title} description={city.metaDescription} path={`/service-areas/${city.slug}`} />
      <PageHero
        eyebrow={`${city.city} · ${city.projects}`}
        title={`Stamped & Broom Finish Concrete in ${city.city}`}
        intro={city.description}
        above={
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone-400">
            <ol className="flex flex-wrap gap-2">
              <li>
                <Link href="/" className="hover:text-white">
                  Home
                </Link>{" "}
                /
              </li>
              <li>
                <Link href="/service-areas" className="hover:text-white">
                  Service Areas
                </Link>{" "}
                /
              </li>
              <li aria-current="page" className="text-stone-200">
                {city.city}
              </li>
            </ol>
          </nav>
        }
      >
        <CityHeroActions city={city} />
      </PageHero>

      <Section className="py-16 sm:py-20" grid="gap-12 lg:grid-cols-[1.6fr_1fr]">
        <div className="space-y-5 text-lg leading-relaxed text-stone-700">
          <h2 className="text-3xl font-extrabold tracking-tight text-stone-950">Concrete work in {city.city}</h2>
          {city.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <aside className="h-fit rounded-2xl bg-stone-950 p-7 text-white">
          <h2 className="text-xl font-bold">{city.slug === "vaughan" ? "Communities we serve" : "Neighbourhoods we serve"}</h2>
          <ul className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2.5 text-stone-200">
            {city.neighbourhoods.map((neighbourhood) => (
              <li key={neighbourhood} className="flex items-start gap-2">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold" />
                {neighbourhood}
              </li>
            ))}
          </ul>
        </aside>
      </Section>

      <Section className="bg-stone-100 py-16 sm:py-20">
        <SectionHeading eyebrow="Local know-how" title={`Building for ${city.city}'s conditions`} />
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {city.localNotes.map((note) => (
            <div key={note.title} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-bold text-stone-950">{note.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{note.body}</p>
            </div>
          ))}
        </div>
      </Section>

      <Section className="py-16 sm:py-20">
        <SectionHeading eyebrow="Recent work" title={`Projects in ${city.city}`} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {city.localProjects.map((project) => (
            <li key={project.title} className="rounded-xl border border-stone-200 bg-white p-6">
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-dark">{project.neighbourhood}</p>
              <h3 className="mt-2 text-lg font-bold text-stone-950">{project.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{project.description}</p>
            </li>
          ))}
        </ul>
        {cityProjects.length > 0 && (
          <div className="mt-12">
            <h3 className="text-xl font-bold text-stone-950">Photos of our {city.city} jobs</h3>
            <div className="mt-6">
              <ProjectGrid projects={cityProjects.slice(0, 6)} headingLevel={3} />
            </div>
          </div>
        )}
        <LinkButton href="/projects" variant="outline" className="mt-8">
          See all our projects
        </LinkButton>
      </Section>

      <ReviewsSection reviews={cityReviews} title={`What ${city.city} clients say`} />

      <Section className="bg-stone-950 py-16 text-white sm:py-20">
        <h2 className="text-3xl font-extrabold tracking-tight">
          Why {city.city} homeowners choose {business.name}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-xl border border-stone-800 bg-stone-900/60 p-6">
              <h3 className="text-lg font-bold text-gold">{reason.title}</h3>
              <p className="mt-2 text-stone-300">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={`Ready to start your ${city.city} project?`} />

      <nav aria-label="Other service areas" className="py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 className="text-lg font-bold text-stone-950">Other areas we serve</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {otherCities.map((link) => (
              <li key={link.slug}>
                <Link
                  href={`/service-areas/${link.slug}`}
                  className="inline-flex rounded-full border border-stone-300 px-4 py-2 text-sm font-medium text-stone-800 hover:border-stone-950"
                >
                  {link.city}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </SiteLayout>
  );
}
