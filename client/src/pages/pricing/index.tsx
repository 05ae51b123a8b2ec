import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { NumberedSteps } from "@/components/sections/numbered-steps";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { buttonClasses, LinkButton } from "@/components/ui/button";
import { costFactors, extraCosts, includedItems, pricingItems, quoteProcessSteps } from "@/content/pricing";
import { PriceCalculator } from "@/features/pricing-calculator/price-calculator";
import { trackEvent } from "@/lib/analytics";
import { PageMeta } from "@/lib/page-meta";
import { business, priceGuide, promises } from "@shared/business";

function CheckIcon({ className = "size-5 text-gold-dark" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`mt-0.5 shrink-0 ${className}`} fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-stone-500" fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** "$8-$12 per sq ft": the amount large, the unit smaller, so it never breaks mid-unit on a phone. */
function PriceText({ range, className }: { range: string; className: string }) {
  const match = /^(.*?)\s+(per .*)$/.exec(range);
  return (
    <p className={className}>
      <span className="text-4xl font-extrabold tracking-tight sm:text-5xl">{match ? match[1] : range}</span>
      {match && (
        <>
          {" "}
          <span className="text-lg font-semibold whitespace-nowrap">{match[2]}</span>
        </>
      )}
    </p>
  );
}

function WhatsAppLink({ location }: { location: string }) {
  return (
    <a
      href={business.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses("outline", "lg")}
      onClick={() => trackEvent({ event: "quote_cta_click", location })}
    >
      WhatsApp Us<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export default function PricingPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Concrete Pricing Guide: Stamped & Broom Finish | Forma Concrete"
        description={`Stamped and broom finish concrete prices in Toronto and the GTA: $${priceGuide.broomFinishPerSqFt.min}-$${priceGuide.stampedPerSqFt.max} per sq ft, what moves the cost, what's included, and an instant price range calculator.`}
        path="/pricing"
      />
      <PageHero
        eyebrow="Pricing guide"
        title="Concrete Pricing Guide"
        intro={`Honest, indicative prices for stamped and broom finish concrete in Toronto and the GTA, what moves the cost, and how to get an exact written quote within ${promises.responseHours} hours.`}
      >
        <a href="#calculator" className={buttonClasses("gold", "lg", "w-full sm:w-auto")}>
          Try the Price Calculator
        </a>
        <LinkButton href="/contact" variant="outline-light" size="lg" className="w-full sm:w-auto">
          Contact Us
        </LinkButton>
      </PageHero>

      {/* Indicative ranges */}
      <Section labelledBy="ranges-title" className="bg-white py-20 sm:py-24">
        <SectionHeading
          id="ranges-title"
          eyebrow="Indicative ranges"
          title="What concrete costs per square foot"
          intro="Typical installed prices for residential driveways, patios and walkways, including removal of the old surface, base preparation and cleanup."
        />
        <ul className="mt-12 grid gap-8 lg:grid-cols-2">
          {pricingItems.map((item, index) => (
            <li
              key={item.service}
              className={`flex flex-col rounded-xl border p-7 shadow-sm sm:p-9 ${
                index === 1 ? "border-stone-950 bg-stone-950 text-white" : "border-stone-200 bg-white text-stone-900"
              }`}
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className={`text-2xl font-bold ${index === 1 ? "text-white" : "text-stone-950"}`}>{item.service}</h3>
                {index === 1 && (
                  <span className="rounded-full bg-gold px-3 py-1 text-xs font-bold uppercase tracking-wider text-stone-950">Most popular</span>
                )}
              </div>
              <PriceText range={item.range} className={`mt-4 ${index === 1 ? "text-gold" : "text-stone-950"}`} />
              <p className={`mt-4 leading-relaxed ${index === 1 ? "text-stone-300" : "text-stone-600"}`}>{item.description}</p>
              <ul className="mt-6 space-y-3 border-t border-current/15 pt-6">
                {item.features.map((feature) => (
                  <li key={feature} className={`flex gap-3 ${index === 1 ? "text-stone-100" : "text-stone-800"}`}>
                    <CheckIcon className={index === 1 ? "size-5 text-gold" : "size-5 text-gold-dark"} />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-stone-600">
          Prices are in Canadian dollars, before HST, and are a guide only: your written quote is based on a site visit. Projects under{" "}
          {priceGuide.smallProjectSqFt} sq ft may cost more per sq ft.
        </p>
      </Section>

      {/* Calculator */}
      <Section
        id="calculator"
        labelledBy="calculator-title"
        className="scroll-mt-20 bg-stone-950 py-20 text-white sm:py-24"
        grid="gap-12 lg:grid-cols-[1fr_1.25fr] lg:items-center"
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold">Instant range</p>
          <h2 id="calculator-title" className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            Price range calculator
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-300">
            Enter the size of your driveway, patio or walkway and choose a finish to see a ballpark range in seconds.
          </p>
          <ul className="mt-8 space-y-3 text-stone-200">
            <li className="flex gap-3">
              <CheckIcon className="size-5 text-gold" />
              Broom finish ${priceGuide.broomFinishPerSqFt.min}-${priceGuide.broomFinishPerSqFt.max} per sq ft, stamped $
              {priceGuide.stampedPerSqFt.min}-${priceGuide.stampedPerSqFt.max} per sq ft
            </li>
            <li className="flex gap-3">
              <CheckIcon className="size-5 text-gold" />
              Projects under {priceGuide.smallProjectSqFt} sq ft are priced at our {priceGuide.smallProjectSqFt} sq ft minimum
            </li>
            <li className="flex gap-3">
              <CheckIcon className="size-5 text-gold" />
              No sign-up: nothing you type here is sent anywhere
            </li>
          </ul>
        </div>
        <PriceCalculator />
      </Section>

      {/* Cost factors */}
      <Section labelledBy="factors-title" className="bg-white py-20 sm:py-24">
        <SectionHeading
          id="factors-title"
          eyebrow="Cost factors"
          title="What affects the price of your project"
          intro="Two projects of the same size can be priced differently. These six things make the difference."
        />
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {costFactors.map((factor, index) => (
            <li key={factor.title} className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-7">
              <span aria-hidden="true" className="text-sm font-bold tracking-[0.2em] text-gold-dark">
                0{index + 1}
              </span>
              <h3 className="mt-2 text-lg font-bold text-stone-950">{factor.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{factor.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      {/* Included and extras */}
      <Section labelledBy="included-title" className="bg-stone-100 py-20 sm:py-24">
        <SectionHeading
          id="included-title"
          title="What's included, and what can cost extra"
          intro="Every quote is itemized. Anything outside the standard scope is listed separately before you sign."
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div className="rounded-xl bg-white p-7 shadow-sm sm:p-9">
            <h3 className="text-xl font-bold text-stone-950">Included in every quote</h3>
            <ul className="mt-6 space-y-3">
              {includedItems.map((item) => (
                <li key={item} className="flex gap-3 text-stone-800">
                  <CheckIcon />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-stone-300 bg-stone-50 p-7 sm:p-9">
            <h3 className="text-xl font-bold text-stone-950">Possible extra costs</h3>
            <p className="mt-2 text-sm text-stone-600">Only where your site needs them, and always agreed with you first.</p>
            <ul className="mt-6 space-y-3">
              {extraCosts.map((item) => (
                <li key={item} className="flex gap-3 text-stone-800">
                  <PlusIcon />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      {/* Quote process */}
      <Section labelledBy="quote-process-title" className="bg-white py-20 sm:py-24">
        <SectionHeading
          id="quote-process-title"
          eyebrow="Getting a quote"
          title="How our quote process works"
          intro="Free, fast and with no obligation to go ahead."
        />
        <NumberedSteps steps={quoteProcessSteps.map(({ title, description }) => ({ title, text: description }))} />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/contact" variant="dark" size="lg">
            Contact Us for a Quote
          </LinkButton>
          <WhatsAppLink location="pricing_process" />
        </div>
      </Section>

      <CtaBand
        title="Want an exact price?"
        text={`Send us your project details and photos and we'll reply with a detailed, no-obligation quote within ${promises.responseHours} hours.`}
      />
    </SiteLayout>
  );
}
