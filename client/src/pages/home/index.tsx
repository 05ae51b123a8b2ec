import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { PageMeta } from "@/lib/page-meta";
import { HomeHero } from "./hero";
import { ProcessSection } from "./process-section";
import { ServiceAreasSection } from "./service-areas-section";
import { ServicesSection } from "./services-section";
import { homeStructuredData } from "./structured-data";
import { TrustTiles } from "./trust-tiles";
import { WhyChoose } from "./why-choose";

export default function HomePage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Stamped & Broom Finish Concrete | Professional Installation | Toronto & GTA"
        description="Stamped and broom finish concrete driveways, patios and walkways across Toronto and the GTA. Installed in 3-5 days, 5-year warranty, free quote within 24 hours."
        path="/"
        jsonLd={homeStructuredData}
        image="hero-stamped-patio-800.jpg"
      />
      <HomeHero />
      <TrustTiles />
      <ServicesSection />
      <WhyChoose />
      <ProcessSection />
      <ServiceAreasSection />
      <CtaBand />
    </SiteLayout>
  );
}
