import { SiteLayout } from "@/components/layout/site-layout";
import { LegalDocument } from "@/components/sections/legal-document";
import { PageHero } from "@/components/sections/page-hero";
import { privacyPolicy } from "@/content/legal";
import { PageMeta } from "@/lib/page-meta";
import { business } from "@shared/business";

export default function PrivacyPage() {
  return (
    <SiteLayout>
      <PageMeta
        title="Privacy Policy | Forma Concrete"
        description={`How ${business.name} collects, uses, shares and protects the personal information you give us for quotes, site visits and contracts, and the choices you have.`}
        path="/privacy"
      />
      <PageHero eyebrow="Legal" title={privacyPolicy.title} intro={<p>Last updated: {privacyPolicy.lastUpdated}</p>} />
      <LegalDocument document={privacyPolicy} />
    </SiteLayout>
  );
}
