import { SiteLayout } from "@/components/layout/site-layout";
import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { termsOfService } from "@/content/legal";
import { PageMeta } from "@/lib/page-meta";
import { business, promises, quoteValidity } from "@shared/business";

export default function TermsPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Terms of Service | Forma Concrete"
        description={`The terms for ${business.name}'s quotes and concrete work in the GTA: ${quoteValidity.estimateDays}-day quotes, scheduling, payment, our ${promises.warrantyYears}-year workmanship warranty and Ontario law.`}
        path="/terms"
      />
      <PageHero eyebrow="Legal" title={termsOfService.title} intro={<p>Last updated: {termsOfService.lastUpdated}</p>} />
      <LegalDocument document={termsOfService} />
    </SiteLayout>
  );
}
