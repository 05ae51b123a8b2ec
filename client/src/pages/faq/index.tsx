import { PhoneIcon } from "@/components/layout/site-header";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { ExternalButton, LinkButton } from "@/components/ui/button";
import { faqCategories } from "@/content/faq";
import { trackEvent } from "@/lib/analytics";
import { PageMeta } from "@/lib/page-meta";
import { business, promises } from "@shared/business";
import { categoryId, FaqAccordion } from "./faq-accordion";

/** FAQPage structured data: the same questions and answers as the page. */
const faqStructuredData = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: faqCategories.flatMap((category) =>
    category.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  ),
};

/** "07:00" -> "7:00" */
const clock = (time: string) => time.replace(/^0/, "");

function CallLink({ location, variant, className }: { location: string; variant: "gold" | "outline" | "outline-light"; className?: string }) {
  return (
    <ExternalButton
      href={business.phoneHref}
      variant={variant}
      size="lg"
      className={className}
      onClick={() => trackEvent({ event: "phone_click", location })}
    >
      <PhoneIcon />
      Call {business.phoneDisplay}
    </ExternalButton>
  );
}

export default function FaqPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Concrete FAQ: Stamped, Broom Finish & Quotes | Forma Concrete"
        description={`Answers about stamped and broom finish concrete in the GTA: timelines of ${promises.completionDays} days, our ${promises.warrantyYears}-year warranty, pricing, deposits, curing times and winter work.`}
        path="/faq"
        jsonLd={faqStructuredData}
      />
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Straight answers about our concrete work, the installation process, pricing and quotes. Can't find what you're looking for? Just ask."
      >
        <LinkButton href="/contact" size="lg" className="w-full sm:w-auto">
          Contact Us
        </LinkButton>
        <CallLink location="faq_hero" variant="outline-light" className="w-full sm:w-auto" />
      </PageHero>

      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl px-4 sm:px-6 lg:px-8 gap-10 lg:grid-cols-[15rem_1fr] lg:gap-16">
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <nav aria-label="FAQ categories">
              <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-dark">Categories</p>
              <ul className="mt-4 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {faqCategories.map((category) => (
                  <li key={category.category}>
                    <a
                      href={`#${categoryId(category.category)}`}
                      className="inline-flex rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-medium text-stone-800 transition-colors hover:border-stone-950 lg:flex lg:rounded-md lg:border-0 lg:bg-transparent lg:px-3 lg:text-[15px] lg:hover:bg-stone-100"
                    >
                      {category.category}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-8 hidden rounded-xl bg-stone-950 p-6 text-white lg:block">
              <p className="font-bold">Still have questions?</p>
              <ul className="mt-2 space-y-0.5 text-sm leading-relaxed text-stone-300">
                {business.hours.map((slot) => (
                  <li key={slot.days}>
                    {slot.days.replace("-", "–")}: {slot.opens && slot.closes ? `${clock(slot.opens)}–${clock(slot.closes)}` : "closed"}
                  </li>
                ))}
              </ul>
              <a
                href={business.phoneHref}
                onClick={() => trackEvent({ event: "phone_click", location: "faq_sidebar" })}
                className="mt-4 inline-flex items-center gap-2 font-semibold text-gold hover:text-gold-light"
              >
                <PhoneIcon />
                {business.phoneDisplay}
              </a>
            </div>
          </aside>

          <div>
            <FaqAccordion categories={faqCategories} />

            <section aria-labelledby="faq-more-title" className="mt-16 rounded-xl border border-stone-200 bg-stone-100 p-7 sm:p-10">
              <h2 id="faq-more-title" className="text-2xl font-extrabold tracking-tight text-stone-950">
                Didn't find your answer?
              </h2>
              <p className="mt-3 max-w-2xl leading-relaxed text-stone-700">
                Send us a message or give us a call. We reply to every enquiry within {promises.responseHours} hours, and there's never an obligation.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row">
                <LinkButton href="/contact" variant="dark" size="lg">
                  Contact Us
                </LinkButton>
                <CallLink location="faq_footer" variant="outline" />
              </div>
            </section>
          </div>
        </div>
      </div>

      <CtaBand />
    </SiteLayout>
  );
}
