import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { IconCardBand } from "@/components/sections/icon-card-band";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { LinkButton } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { PageMeta } from "@/lib/page-meta";
import { business, promises } from "@shared/business";
import { credentials, processSteps, storyFacts, storyParagraphs, values } from "./about-content";

export default function AboutPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="About Us: Family-Run Toronto Concrete Crew | Forma Concrete"
        description={`${business.name} is a family-run Toronto crew specialising in stamped and broom finish concrete. WSIB-covered, insured, licensed and bonded, ${promises.warrantyYears}-year warranty.`}
        path="/about"
      />
      <PageHero
        eyebrow="About us"
        title="A Toronto family crew that does two finishes, properly"
        intro="We specialise in stamped and broom finish concrete for driveways, patios, walkways and steps across Toronto and the GTA, built from the base up to last through Ontario winters."
      >
        <LinkButton href="/contact" size="lg" className="w-full sm:w-auto">
          Contact Us
        </LinkButton>
        <LinkButton href="/gallery" variant="outline-light" size="lg" className="w-full sm:w-auto">
          View Our Work
        </LinkButton>
      </PageHero>

      {/* Story */}
      <Section labelledBy="story-title" className="bg-white py-20 sm:py-24" grid="gap-12 lg:grid-cols-2 lg:items-center lg:gap-16">
        <div>
          <SectionHeading id="story-title" eyebrow="Our story" title="Built on two finishes and a lot of Toronto winters" />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-stone-700">
            {storyParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <dl className="mt-10 grid grid-cols-3 gap-px overflow-hidden rounded-xl bg-stone-200 ring-1 ring-stone-200">
            {storyFacts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end bg-white p-4 sm:p-5">
                <dt className="mt-1 text-sm text-stone-600">{fact.label}</dt>
                <dd className="text-2xl font-extrabold tracking-tight text-stone-950 sm:text-3xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative pb-10 sm:pb-14 lg:pb-0">
          <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-stone-200 shadow-sm lg:aspect-[4/5]">
            <ResponsiveImage
              name="stamped-wood-plank"
              alt="Wood plank stamped concrete in a warm oak tone, with board joints and nail-hole detail pressed into the surface"
              sizes="(min-width: 1280px) 592px, (min-width: 1024px) 45vw, 100vw"
              className="size-full object-cover"
            />
          </div>
          <div className="absolute bottom-0 left-4 w-1/2 overflow-hidden rounded-xl border-4 border-white bg-stone-200 shadow-xl sm:left-6 lg:-bottom-8 lg:-left-8 lg:w-1/2">
            <ResponsiveImage
              name="broom-steps-warm"
              alt="New broom finish concrete steps and landing at the front door of a house"
              sizes="(min-width: 1024px) 330px, 50vw"
              className="aspect-[3/2] size-full object-cover"
            />
          </div>
        </div>
      </Section>

      {/* Values */}
      <Section labelledBy="values-title" className="bg-stone-100 py-20 sm:py-24">
        <SectionHeading id="values-title" title="What we care about on every job" />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm sm:p-7">
              <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-gold" />
              <h3 className="mt-5 text-lg font-bold text-stone-950">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* Process */}
      <Section labelledBy="about-process-title" className="bg-white py-20 sm:py-24">
        <SectionHeading
          id="about-process-title"
          eyebrow="How we work"
          title="Four steps from first call to finished concrete"
          intro={`Most projects are finished in ${promises.completionDays} days once we start.`}
        />
        <NumberedSteps steps={processSteps} />
      </Section>

      <IconCardBand
        id="credentials-title"
        eyebrow="Licences & insurance"
        title="Covered, insured and accountable"
        intro="Hiring a contractor means letting a crew onto your property. Here's what protects you when it's ours."
        cards={credentials}
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
      />

      {/* Next steps */}
      <Section labelledBy="about-next-title" className="bg-white py-20 sm:py-24" grid="gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-stone-200 bg-white p-7 shadow-sm sm:p-9">
          <h2 id="about-next-title" className="text-2xl font-bold text-stone-950">
            See what we've built
          </h2>
          <p className="mt-3 leading-relaxed text-stone-600">
            Stamped patios, broom finish driveways, walkways and steps from across the GTA, photographed on completion.
          </p>
          <LinkButton href="/gallery" variant="dark" size="lg" className="mt-6">
            Browse the Gallery
          </LinkButton>
        </div>
        <div className="rounded-xl border border-stone-200 bg-white p-7 shadow-sm sm:p-9">
          <h2 className="text-2xl font-bold text-stone-950">Talk to our team</h2>
          <p className="mt-3 leading-relaxed text-stone-600">
            Call, message or send a few photos of your space. We'll book a free site visit and reply within {promises.responseHours} hours.
          </p>
          <LinkButton href="/contact" variant="dark" size="lg" className="mt-6">
            Contact Us
          </LinkButton>
        </div>
      </Section>

      <CtaBand />
    </SiteLayout>
  );
}
