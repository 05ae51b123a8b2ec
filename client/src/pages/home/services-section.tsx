import { SiteLink } from "@/components/layout/site-link";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { ImageName } from "@/content/image-manifest";
import { priceGuide } from "@shared/business";

const services: { title: string; href: string; image: ImageName; alt: string; text: string; points: string[]; price: string }[] = [
  {
    title: "Stamped Concrete",
    href: "/projects#stamped",
    image: "stamped-ashlar-sandstone",
    alt: "Sandstone-coloured ashlar slate stamped concrete with grey release",
    text: "The look of natural stone, slate or wood plank at a fraction of the cost, for driveways, patios, walkways and pool decks.",
    points: [
      "Ashlar slate, European fan, random stone and wood plank patterns",
      "Integral colour with contrasting release",
      "Sealed before its first winter",
    ],
    price: `$${priceGuide.stampedPerSqFt.min}-$${priceGuide.stampedPerSqFt.max} per sq ft`,
  },
  {
    title: "Broom Finish",
    href: "/projects#broom-finish",
    image: "broom-driveway-light",
    alt: "A new light grey broom finish concrete driveway with tooled control joints",
    text: "Clean, slip-resistant concrete with crisp tooled edges: the dependable choice for driveways, walkways, steps and garage aprons.",
    points: ["Air-entrained mix for freeze-thaw", "Reinforced and properly sloped", "Smooth borders and control joints"],
    price: `$${priceGuide.broomFinishPerSqFt.min}-$${priceGuide.broomFinishPerSqFt.max} per sq ft`,
  },
];

export function ServicesSection() {
  return (
    <Section id="services" labelledBy="services-title" className="scroll-mt-24 py-20 sm:py-28">
      <SectionHeading
        id="services-title"
        eyebrow="Our services"
        title="Two finishes, done exceptionally well"
        intro="We specialise in stamped and broom finish concrete, so every crew, form and mix is tuned for them."
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        {services.map((service) => (
          <article key={service.title} className="group overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="aspect-[3/2] overflow-hidden bg-stone-200">
              <ResponsiveImage
                name={service.image}
                alt={service.alt}
                sizes="(min-width: 1024px) 600px, 100vw"
                className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
            </div>
            <div className="p-6 sm:p-8">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-2xl font-bold text-stone-950">{service.title}</h3>
                <p className="text-sm font-semibold text-gold-dark">{service.price}</p>
              </div>
              <p className="mt-3 leading-relaxed text-stone-600">{service.text}</p>
              <ul className="mt-5 space-y-2">
                {service.points.map((point) => (
                  <li key={point} className="flex gap-3 text-stone-800">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold" />
                    {point}
                  </li>
                ))}
              </ul>
              <SiteLink
                href={service.href}
                className="mt-6 inline-flex items-center gap-2 font-semibold text-stone-950 underline decoration-gold decoration-2 underline-offset-4"
              >
                See {service.title.toLowerCase()} projects
                <span aria-hidden="true">→</span>
              </SiteLink>
            </div>
          </article>
        ))}
      </div>
      <p className="mt-10 max-w-3xl text-lg leading-relaxed text-stone-700">
        We also grind and polish concrete floors and repair and restore tired concrete: see our{" "}
        <SiteLink href="/projects/polished" className="font-semibold text-stone-950 underline decoration-gold decoration-2 underline-offset-4">
          Polished Concrete
        </SiteLink>{" "}
        and{" "}
        <SiteLink
          href="/projects/repair-restoration"
          className="font-semibold text-stone-950 underline decoration-gold decoration-2 underline-offset-4"
        >
          Repair &amp; Restoration
        </SiteLink>{" "}
        projects.
      </p>
    </Section>
  );
}
