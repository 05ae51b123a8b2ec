import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/button";
import { PageMeta } from "@/lib/page-meta";
import { SiteLayout } from "./site-layout";
import { SiteLink } from "./site-link";

/** Where a visitor who followed a broken link most likely wanted to go. */
const destinations = [
  { href: "/", label: "Home", text: "Stamped and broom finish concrete across Toronto and the GTA." },
  { href: "/projects", label: "Projects", text: "Driveways, patios and walkways we have finished." },
  { href: "/gallery", label: "Gallery", text: "Photos of recent stamped and broom finish work." },
  { href: "/pricing", label: "Pricing", text: "Typical prices and an instant price-range calculator." },
  { href: "/service-areas", label: "Service Areas", text: "The cities and communities we serve across the GTA." },
  { href: "/contact", label: "Contact", text: "Call, write or send us a message about your project." },
];

/**
 * The 404 page's content, inside the site's header and footer so nobody is stranded: the page for
 * unknown paths, and pages whose record does not exist (an unknown city).
 */
export function NotFoundContent() {
  return (
    <SiteLayout>
      <PageMeta title="404 Page Not Found | Forma Concrete" description="This page does not exist." path="/404" noindex />
      <PageHero
        eyebrow="Error 404"
        title="404 Page Not Found"
        intro="The page you were looking for isn't here. It may have moved, or the link may be mistyped."
      >
        <LinkButton href="/estimate" variant="gold" size="lg">
          Get a Free Estimate
        </LinkButton>
        <LinkButton href="/" variant="outline-light" size="lg">
          Back to the home page
        </LinkButton>
      </PageHero>
      <section aria-labelledby="not-found-links" className="px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id="not-found-links" className="text-2xl font-bold tracking-tight text-stone-950">
            Where would you like to go?
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((destination) => (
              <li key={destination.href}>
                <SiteLink
                  href={destination.href}
                  className="group flex h-full flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:border-stone-950 hover:shadow-md"
                >
                  <span className="text-lg font-bold text-stone-950">
                    {destination.label}
                    <span aria-hidden="true" className="ml-1 inline-block transition-transform group-hover:translate-x-0.5">
                      →
                    </span>
                  </span>
                  <span className="mt-1 text-sm leading-relaxed text-stone-600">{destination.text}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
          <p className="mt-10 text-sm text-stone-600">Did you forget to add the page to the router?</p>
        </div>
      </section>
    </SiteLayout>
  );
}
