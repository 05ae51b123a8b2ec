import { SiteLayout } from "@/components/layout/site-layout";
import { PageMeta } from "@/lib/page-meta";
import { business } from "@shared/business";

/** Placeholder until the marketing site lands: proves the shell, styles and routing work. */
export default function HomePage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Stamped & Broom Finish Concrete | Professional Installation | Toronto & GTA"
        description="Forma Concrete installs stamped and broom finish concrete driveways, patios and walkways across Toronto and the GTA. Free estimates within 24 hours."
        path="/"
      />
      <section className="bg-stone-950 px-6 pb-20 pt-36 text-white">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-gold">Toronto &amp; GTA</p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{business.name}</h1>
          <p className="mt-4 text-lg text-stone-300">Stamped and broom finish concrete.</p>
          <a className="mt-8 inline-flex rounded-md bg-gold px-5 py-3 font-semibold text-stone-950" href={business.phoneHref}>
            Call {business.phoneDisplay}
          </a>
        </div>
      </section>
    </SiteLayout>
  );
}
