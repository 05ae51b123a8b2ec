import { SiteLayout } from "@/components/layout/site-layout";
import { ContactMethods } from "@/components/sections/contact-methods";
import { PageHero } from "@/components/sections/page-hero";
import { PageMeta } from "@/lib/page-meta";
import { promises } from "@shared/business";
import QuoteRequestForm from "@/features/quote-request/quote-request-form";

export default function ContactPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Contact Forma Concrete | Free Concrete Quote in Toronto & GTA"
        description="Call (416) 555-0188, WhatsApp us photos or send the form for a free stamped or broom finish concrete quote in Toronto and the GTA, answered within 24 hours."
        path="/contact"
      />
      <PageHero
        eyebrow="Contact"
        title="Let's talk about your project"
        intro={`Call, message or send the form: you'll have a detailed, no-obligation quote within ${promises.responseHours} hours.`}
      />
      <section className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl px-4 sm:px-6 lg:px-8 gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <h2 className="text-2xl font-bold text-stone-950">Reach us directly</h2>
            <p className="mt-2 text-stone-600">Serving Toronto and the Greater Toronto Area.</p>
            <div className="mt-6">
              <ContactMethods />
            </div>
          </div>
          <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold text-stone-950">Request a free quote</h2>
            <p className="mb-6 mt-2 text-stone-600">Tell us about the project; photos help us quote accurately.</p>
            <QuoteRequestForm />
          </div>
        </div>
      </section>
    </SiteLayout>
  );
}
