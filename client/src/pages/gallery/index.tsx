import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useQuoteDialog } from "@/components/layout/quote-dialog";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Button } from "@/components/ui/button";
import { useSiteContent } from "@/content/site-projects";
import { GalleryCard } from "@/features/gallery/gallery-card";
import { deriveGalleryItems, galleryCategories, type GalleryCategory, type GalleryItem } from "@/features/gallery/gallery-items";
import { GalleryWhyChoose } from "@/features/gallery/gallery-why-choose";
import { useGalleryWatermarks } from "@/features/gallery/use-gallery-watermarks";
import { WatermarkNotice } from "@/features/gallery/watermark-notice";
import { FilterToolbar, type FilterOption } from "@/features/projects/filter-toolbar";
import { PageMeta } from "@/lib/page-meta";

// Both dialogs (and the tool's code) download when first opened.
const GalleryItemDialog = lazy(() => import("@/features/gallery/gallery-item-dialog"));
const WatermarkToolDialog = lazy(() => import("@/features/watermark/watermark-tool-dialog"));

const filterOptions: FilterOption<GalleryCategory>[] = [
  { value: null, label: "All" },
  ...galleryCategories.map((category) => ({ value: category, label: category })),
];

export default function GalleryPage() {
  const { projects } = useSiteContent();
  const items = useMemo(() => deriveGalleryItems(projects), [projects]);
  const itemImages = useMemo(() => items.map((item) => item.image), [items]);
  const { openQuoteDialog } = useQuoteDialog();
  const gridId = useId();
  const [filter, setFilter] = useState<GalleryCategory | null>(null);
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [itemDialogWanted, setItemDialogWanted] = useState(false);
  const [toolOpen, setToolOpen] = useState(false);
  const [toolWanted, setToolWanted] = useState(false);
  const watermarks = useGalleryWatermarks(itemImages);
  const shown = filter ? items.filter((item) => item.category === filter) : items;

  return (
    <SiteLayout>
      <PageMeta
        title="Concrete Gallery | Stamped & Broom Finish Work in Toronto & the GTA | Forma Concrete"
        description="Photos of our recent stamped concrete and broom finish driveways, patios, walkways and steps across Toronto and the GTA. Filter by finish and open any photo full size."
        path="/gallery"
      />
      <PageHero
        eyebrow="Gallery"
        title="Our Concrete Work, Up Close"
        intro="Driveways, patios, walkways and steps we've stamped, coloured and broom finished across Toronto and the GTA. Every photo is one of our own jobs."
      >
        <Button size="lg" onClick={openQuoteDialog}>
          Get Your Quote
        </Button>
        <Button
          size="lg"
          variant="outline-light"
          aria-haspopup="dialog"
          onClick={() => {
            setToolWanted(true);
            setToolOpen(true);
          }}
        >
          Watermark Tool
        </Button>
      </PageHero>

      <section aria-labelledby="recent-projects-title" className="bg-stone-50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-dark">Portfolio</p>
              <h2 id="recent-projects-title" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">
                Our Recent Projects
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-stone-600">
                Choose a finish to narrow the gallery, and open any project to see it full size.
              </p>
            </div>
            <FilterToolbar options={filterOptions} selected={filter} onSelect={setFilter} label="Filter projects by finish" controls={gridId} />
          </div>
          <div className="mt-6">
            <WatermarkNotice run={watermarks} />
          </div>
          <p className="sr-only" aria-live="polite">
            {filter ? `Showing ${shown.length} ${filter} projects` : ""}
          </p>
          <ul id={gridId} className="mt-4 grid gap-6 sm:grid-cols-2 sm:gap-8 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.id}>
                <GalleryCard
                  item={item}
                  watermarkedUrl={watermarks.urls[item.image]}
                  onOpen={(open) => {
                    setItemDialogWanted(true);
                    setSelected(open);
                  }}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <GalleryWhyChoose />
      <CtaBand />

      {itemDialogWanted && (
        <Suspense fallback={null}>
          <GalleryItemDialog
            item={selected}
            watermarkedUrl={selected ? watermarks.urls[selected.image] : undefined}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
      {toolWanted && (
        <Suspense fallback={null}>
          <WatermarkToolDialog open={toolOpen} onOpenChange={setToolOpen} />
        </Suspense>
      )}
    </SiteLayout>
  );
}
