import { SiteLayout } from "@/components/layout/site-layout";
import { PageHero } from "@/components/sections/page-hero";
import { PageMeta } from "@/lib/page-meta";

/** Placeholder: replaced by the real page. */
export default function GalleryPage() {
  return (
    <SiteLayout>
      <PageMeta title="Gallery | Forma Concrete" description="Gallery — Forma Concrete, stamped and broom finish concrete in Toronto and the GTA." path="/gallery" />
      <PageHero title="Gallery" />
    </SiteLayout>
  );
}
