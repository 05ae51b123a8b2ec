import { useCallback, useId, useMemo } from "react";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/button";
import { categoryDescriptions, categorySlugByName, projectsByCategory, type CategorySlug } from "@/content/projects";
import { useSiteContent } from "@/content/site-projects";
import type { Project } from "@/content/types";
import { projectCategories } from "@/content/types";
import { FilterToolbar, type FilterOption } from "@/features/projects/filter-toolbar";
import { ProjectGrid } from "@/features/projects/project-grid";
import { scrollToElement, scrollToTop } from "@/features/projects/scroll";
import { useHashSelection } from "@/features/projects/use-hash-selection";
import { PageMeta } from "@/lib/page-meta";
import { listSizes, promises } from "@shared/business";

type SectionSlug = CategorySlug;

type Section = { category: (typeof projectCategories)[number]; slug: SectionSlug; projects: Project[] };

const sectionSlugs = projectCategories.map((category) => categorySlugByName[category]);
const filterOptions: FilterOption<SectionSlug>[] = [
  { value: null, label: "All" },
  ...projectCategories.map((category) => ({ value: categorySlugByName[category], label: category })),
];

/** One section per finish, from the site's projects (a finish without projects still has its section). */
function sectionsOf(projects: readonly Project[]): Section[] {
  return projectCategories.map((category) => ({ category, slug: categorySlugByName[category], projects: projectsByCategory(category, projects) }));
}

function statsOf(projects: readonly Project[]) {
  const cityCount = new Set(projects.flatMap((project) => (project.location ? [project.location] : []))).size;
  return [
    { value: String(projects.length), label: "Completed projects" },
    { value: String(cityCount), label: "GTA cities" },
    { value: `${promises.completionDays}`, label: "Days, start to finish" },
    { value: `${promises.warrantyYears}-year`, label: "Workmanship warranty" },
  ];
}

function CategorySection({ section, showAll, titleId }: { section: Section; showAll: boolean; titleId: string }) {
  const shown = showAll ? section.projects : section.projects.slice(0, listSizes.projectsPerCategoryOnAll);
  const count = section.projects.length;
  return (
    <section id={section.slug} aria-labelledby={titleId} className="scroll-mt-28">
      <div className="flex flex-col gap-6 border-b border-stone-200 pb-8 md:flex-row md:items-end md:justify-between">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-dark">
            {count} {count === 1 ? "project" : "projects"}
          </p>
          <h2 id={titleId} className="mt-2 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">
            {section.category}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-stone-600">{categoryDescriptions[section.slug]}</p>
        </div>
        {!showAll && (
          <LinkButton href={`/projects/${section.slug}`} variant="outline" className="shrink-0 self-start md:self-auto" onClick={scrollToTop}>
            View all {section.category} Projects
            <span aria-hidden="true">→</span>
          </LinkButton>
        )}
      </div>
      <div className="mt-10">
        <ProjectGrid projects={shown} />
      </div>
    </section>
  );
}

export default function ProjectsPage() {
  const { projects } = useSiteContent();
  const sections = useMemo(() => sectionsOf(projects), [projects]);
  const stats = useMemo(() => statsOf(projects), [projects]);
  const baseId = useId();
  const scrollToSection = useCallback((slug: SectionSlug) => scrollToElement(document.getElementById(slug)), []);
  const [selected, select] = useHashSelection(sectionSlugs, scrollToSection);
  const visible = selected ? sections.filter((section) => section.slug === selected) : sections;
  const selectedSection = sections.find((section) => section.slug === selected);
  const regionId = `${baseId}-results`;

  return (
    <SiteLayout>
      <PageMeta
        title="Concrete Projects | Stamped, Broom Finish & Polished | Toronto & GTA | Forma Concrete"
        description="Photos of our stamped concrete, broom finish, polished concrete and repair projects across Toronto and the GTA. Filter by finish and open any project to see every photo."
        path="/projects"
      />
      <PageHero
        eyebrow="Our work"
        title="Concrete Projects Across Toronto & the GTA"
        intro="Stamped driveways and patios, broom finish walkways, polished floors and repairs, photographed when the crew packed up. Filter by finish, or open any project to see every photo."
      >
        <dl className="grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-xl border border-white/10 bg-white/10 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col bg-stone-950/80 px-5 py-4">
              <dt className="text-sm text-stone-300">{stat.label}</dt>
              <dd className="order-first text-2xl font-extrabold text-gold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <div className="sticky top-18 z-30 border-b border-stone-200 bg-stone-50/90 backdrop-blur-md">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3 sm:px-6 lg:px-8">
          <FilterToolbar options={filterOptions} selected={selected} onSelect={select} label="Filter projects by category" controls={regionId} />
          <p aria-live="polite" className="sr-only shrink-0 text-sm font-medium text-stone-600 lg:not-sr-only">
            {selectedSection
              ? `${selectedSection.projects.length} ${selectedSection.category} projects`
              : `${projects.length} projects in ${sections.length} categories`}
          </p>
        </div>
      </div>

      <div id={regionId} className="mx-auto max-w-7xl space-y-24 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {visible.map((section) => (
          <CategorySection key={section.slug} section={section} showAll={selected !== null} titleId={`${baseId}-${section.slug}-title`} />
        ))}
      </div>

      <CtaBand />
    </SiteLayout>
  );
}
