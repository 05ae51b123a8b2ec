import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { useSiteChanges } from "@/content/site-content";
import { ReviewsSection } from "@/features/reviews/reviews-section";
import { PageMeta } from "@/lib/page-meta";
import { siteLimits } from "@shared/site/content-shapes";
import { HomeHero } from "./hero";
import { ProcessSection } from "./process-section";
import { ServiceAreasSection } from "./service-areas-section";
import { ServicesSection } from "./services-section";
import { homeStructuredData } from "./structured-data";
import { TrustTiles } from "./trust-tiles";
import { WhyChoose } from "./why-choose";

export default function HomePage() {
  const { reviews } = useSiteChanges();
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
      <ReviewsSection reviews={reviews.slice(0, siteLimits.homeReviews)} countFrom={reviews} title="What Our Clients Say" />
      <ProcessSection />
      <ServiceAreasSection />
      <CtaBand />
    </SiteLayout>
  );
}
