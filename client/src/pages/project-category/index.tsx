import { useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { Breadcrumb } from "@/components/sections/breadcrumb";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { LinkButton } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import {
  categoryDescriptions,
  categorySlugByName,
  categorySlugs,
  isCategorySlug,
  projectsForSlug,
  relatedServices,
  type CategorySlug,
  type RelatedService,
} from "@/content/projects";
import { useSiteContent } from "@/content/site-projects";
import { projectCategories } from "@/content/types";
import { Pagination } from "@/features/projects/pagination";
import { clampPage, pageCount, pageItems } from "@/features/projects/pagination-logic";
import { ProjectGrid } from "@/features/projects/project-grid";
import { scrollToElement, scrollToTop } from "@/features/projects/scroll";
import { PageMeta } from "@/lib/page-meta";
import { listSizes } from "@shared/business";

/** Each category page's own meta description. */
const metaDescriptions: Record<CategorySlug, string> = {
  stamped:
    "Stamped concrete driveways, patios, walkways and pool decks in ashlar slate, European fan, cobblestone and wood plank patterns, built across Toronto and the GTA.",
  polished:
    "Polished concrete garage, basement, showroom and warehouse floors, ground and densified to a satin or high-gloss finish in Toronto and the GTA.",
  "broom-finish":
    "Broom finish concrete driveways, walkways, steps and commercial sidewalks with a slip-resistant texture, poured across Toronto and the GTA.",
  "repair-restoration":
    "Concrete crack repair, resurfacing and step rebuilds that restore salt-damaged driveways, garages and patios across Toronto and the GTA.",
  residential:
    "Driveways, patios, walkways, steps, pool decks and garage floors we have built and restored for homeowners across Toronto and the GTA.",
  commercial:
    "Sidewalks, ramps, loading aprons, showroom and warehouse floors built for businesses and property managers across Toronto and the GTA.",
};

/** Where a category page links that has no related services of its own (Residential, Commercial). */
const serviceCategoryLinks: RelatedService[] = projectCategories.map((name) => ({ name, href: `/projects/${categorySlugByName[name]}` }));

function slugOfHref(href: string): CategorySlug | null {
  const slug = href.replace(/^\/projects\//, "");
  return isCategorySlug(slug) ? slug : null;
}

function RelatedLinks({ slug }: { slug: CategorySlug }) {
  const { projects } = useSiteContent();
  const titleId = useId();
  const related = relatedServices[slug].length > 0 ? relatedServices[slug] : serviceCategoryLinks;
  return (
    <section aria-labelledby={titleId} className="border-t border-stone-200 bg-white px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <div className={`mx-auto grid max-w-7xl gap-10 ${related.length > 2 ? "" : "lg:grid-cols-[2fr_3fr] lg:items-center lg:gap-16"}`}>
        <SectionHeading
          id={titleId}
          eyebrow="Related services"
          title="Explore More of Our Work"
          intro="Many projects combine finishes. See what else we pour, stamp, polish and restore."
        />
        <ul className={`grid gap-6 sm:grid-cols-2 ${related.length > 2 ? "lg:grid-cols-4" : ""}`}>
          {related.map((service) => {
            const target = slugOfHref(service.href);
            const targetProjects = target ? projectsForSlug(target, projects) : [];
            const cover = targetProjects[0];
            const name = target ? categorySlugs[target] : service.name;
            return (
              <li key={service.href}>
                <Link
                  href={service.href}
                  onClick={scrollToTop}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-stone-50 shadow-sm transition hover:-translate-y-1 hover:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  {cover && (
                    <div className="aspect-[16/10] overflow-hidden bg-stone-200">
                      <ResponsiveImage
                        name={cover.images[0]}
                        alt=""
                        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                        className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04] motion-reduce:transition-none"
                      />
                    </div>
                  )}
                  <span className="flex flex-1 items-center justify-between gap-4 p-6">
                    <span>
                      <span className="block text-lg font-bold text-stone-950">{name} Projects</span>
                      {targetProjects.length > 0 && (
                        <span className="mt-1 block text-sm text-stone-600">{targetProjects.length} completed projects</span>
                      )}
                    </span>
                    <span
                      aria-hidden="true"
                      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-950 text-gold transition-transform group-hover:translate-x-1"
                    >
                      →
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function CategoryNotFound({ slug }: { slug: string }) {
  const { projects } = useSiteContent();
  const titleId = useId();
  return (
    <SiteLayout>
      <PageMeta title="Category Not Found | Forma Concrete" description="This project category does not exist." path={`/projects/${slug}`} noindex />
      <PageHero
        title="Category Not Found"
        intro="We couldn't find any projects in that category. It may have been renamed, or the link may be mistyped."
      >
        <LinkButton href="/projects" variant="gold" size="lg" onClick={scrollToTop}>
          <span aria-hidden="true">←</span>
          Back to Projects
        </LinkButton>
      </PageHero>
      <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id={titleId} className="text-2xl font-bold tracking-tight text-stone-950">
            Browse by category
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {(Object.keys(categorySlugs) as CategorySlug[])
              .filter((category) => projectsForSlug(category, projects).length > 0)
              .map((category) => (
                <li key={category}>
                  <LinkButton href={`/projects/${category}`} variant="outline" onClick={scrollToTop}>
                    {categorySlugs[category]}
                  </LinkButton>
                </li>
              ))}
          </ul>
        </div>
      </section>
    </SiteLayout>
  );
}

function CategoryPage({ slug }: { slug: CategorySlug }) {
  const { projects } = useSiteContent();
  const name = categorySlugs[slug];
  const all = projectsForSlug(slug, projects);
  const pages = pageCount(all.length, listSizes.categoryPageSize);
  const [page, setPage] = useState(1);
  const current = clampPage(page, pages);
  const shown = pageItems(all, current, listSizes.categoryPageSize);
  const gridTop = useRef<HTMLElement>(null);
  const titleId = useId();

  // A new page of results starts at the top of the grid.
  const pageChanged = useRef(false);
  useEffect(() => {
    if (!pageChanged.current) return;
    pageChanged.current = false;
    scrollToElement(gridTop.current);
  }, [current]);
  const changePage = (next: number) => {
    pageChanged.current = true;
    setPage(clampPage(next, pages));
  };

  const cities = new Set(all.flatMap((project) => (project.location ? [project.location] : []))).size;

  return (
    <SiteLayout>
      <PageMeta title={`${name} Projects | Toronto & GTA | Forma Concrete`} description={metaDescriptions[slug]} path={`/projects/${slug}`} />
      <PageHero
        above={
          <Breadcrumb crumbs={[{ label: "Home", href: "/" }, { label: "Projects", href: "/projects" }, { label: name }]} onNavigate={scrollToTop} />
        }
        eyebrow="Project portfolio"
        title={`${name} Projects`}
        intro={categoryDescriptions[slug]}
      >
        <dl className="flex flex-wrap gap-x-10 gap-y-4 border-l-2 border-gold pl-5">
          <div className="flex flex-col">
            <dt className="text-sm text-stone-300">Completed projects</dt>
            <dd className="order-first text-3xl font-extrabold text-gold">{all.length}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-sm text-stone-300">GTA {cities === 1 ? "city" : "cities"}</dt>
            <dd className="order-first text-3xl font-extrabold text-gold">{cities}</dd>
          </div>
        </dl>
      </PageHero>

      <section ref={gridTop} aria-labelledby={titleId} className="mx-auto max-w-7xl scroll-mt-6 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-2 border-b border-stone-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={titleId} eyebrow="Newest first" title={`Our ${name} Work`} />
          {pages > 1 && (
            <p className="text-sm font-medium text-stone-600">
              Page {current} of {pages}
            </p>
          )}
        </div>
        <div className="mt-10">
          <ProjectGrid projects={shown} />
        </div>
        {pages > 1 && <Pagination page={current} pages={pages} onChange={changePage} label={`${name} projects pages`} />}
      </section>

      <RelatedLinks slug={slug} />
      <CtaBand />
    </SiteLayout>
  );
}

export default function ProjectCategoryPage() {
  const { projects } = useSiteContent();
  const { category = "" } = useParams<{ category: string }>();
  if (!isCategorySlug(category) || projectsForSlug(category, projects).length === 0) return <CategoryNotFound slug={category} />;
  // A fresh page (and page 1) for each category.
  return <CategoryPage key={category} slug={category} />;
}
