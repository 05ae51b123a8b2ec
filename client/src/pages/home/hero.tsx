import { useQuoteDialog } from "@/components/layout/quote-dialog";
import { Button, buttonClasses } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { business, promises } from "@shared/business";

export function HomeHero() {
  const { openQuoteDialog } = useQuoteDialog();
  return (
    <section className="relative isolate flex min-h-[640px] items-end overflow-hidden bg-stone-950 text-white sm:min-h-[720px] lg:min-h-[88vh]">
      <ResponsiveImage
        name="hero-stamped-patio"
        alt="A charcoal ashlar slate stamped concrete patio in warm evening light"
        sizes="100vw"
        main
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-stone-950 via-stone-950/70 to-stone-950/30" />
      <div className="mx-auto w-full max-w-7xl px-4 pb-16 pt-36 sm:px-6 sm:pb-24 lg:px-8">
        <div className="animate-fade-up max-w-3xl">
          <p className="inline-flex rounded-full border border-gold/50 bg-stone-950/50 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.18em] text-gold-light backdrop-blur">
            stamped and broom finish specialists
          </p>
          <h1 className="mt-6 text-5xl font-extrabold leading-[1.02] tracking-tight text-balance first-letter:uppercase sm:text-6xl lg:text-7xl">
            expert stamped and broom finish concrete
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-200 sm:text-xl">
            Toronto's stamped and broom finish specialists: driveways, patios, walkways and pool decks, installed in {promises.completionDays} days
            and backed by a {promises.warrantyYears}-year workmanship warranty.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={openQuoteDialog}>
              <span className="hidden sm:inline">Get Free Project Estimate</span>
              <span className="sm:hidden">Get Free Estimate</span>
            </Button>
            <a href={business.whatsappUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses("outline-light", "lg")}>
              <span className="hidden sm:inline">WhatsApp Project Photos</span>
              <span className="sm:hidden">WhatsApp Photos</span>
            </a>
          </div>
        </div>
        <a
          href="#services"
          className="mt-14 hidden w-fit items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-stone-300 hover:text-white sm:flex"
        >
          Discover More
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 motion-safe:animate-bounce" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M12 5v14M5 12l7 7 7-7" />
          </svg>
        </a>
      </div>
    </section>
  );
}
