/**
 * One project's own page (/projects/{finish}/{slug}): its photos, what was done, where and when, and
 * the client's review when they agreed to be quoted. Built-in projects and the owner's published jobs
 * alike; an address that names no project (or a hidden one) is the projects' not-found page.
 */
import { useParams } from "wouter";
import { SiteLayout } from "@/components/layout/site-layout";
import { CtaBand } from "@/components/sections/cta-band";
import { Breadcrumb } from "@/components/sections/breadcrumb";
import { PageHero } from "@/components/sections/page-hero";
import { LinkButton } from "@/components/ui/button";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { categorySlugByName } from "@/content/projects";
import { useSiteContent } from "@/content/site-projects";
import type { Project } from "@/content/types";
import { LocationIcon, typeLabels } from "@/features/projects/project-card";
import { scrollToTop } from "@/features/projects/scroll";
import { ReviewsSection } from "@/features/reviews/reviews-section";
import { formatCalendarDate } from "@/lib/format";
import { PageMeta } from "@/lib/page-meta";
import { projectPagePath } from "@shared/site/content-shapes";
import { NotFoundContent } from "@/components/layout/not-found-content";

function ProjectPage({ project }: { project: Project }) {
  const { reviews } = useSiteContent();
  const ownReviews = reviews.filter((review) => review.projectId === project.id);
  const [cover, ...more] = project.images;
  const finish = project.categories[0];
  return (
    <SiteLayout>
      <PageMeta title={`${project.title} | Forma Concrete`} description={project.shortDescription} path={projectPagePath(project)} />
      <PageHero
        above={
          <Breadcrumb
            crumbs={[
              { label: "Projects", href: "/projects" },
              { label: finish, href: `/projects/${categorySlugByName[finish]}` },
            ]}
            onNavigate={scrollToTop}
          />
        }
        eyebrow={project.categories.join(" · ")}
        title={project.title}
      >
        <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm text-stone-300">
          {project.location && (
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">Where</dt>
              <LocationIcon />
              <dd>{project.location}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">Finished</dt>
            <dd>
              <time dateTime={project.date}>{formatCalendarDate(project.date)}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">Type</dt>
            <dd>{typeLabels[project.type]}</dd>
          </div>
        </dl>
      </PageHero>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="overflow-hidden rounded-2xl bg-stone-200">
          <ResponsiveImage name={cover} alt={project.alt} sizes="(min-width: 1024px) 976px, 100vw" main className="h-auto w-full" />
        </div>
        <p className="mt-8 max-w-3xl text-lg leading-relaxed text-stone-700">{project.shortDescription}</p>
        {more.length > 0 && (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2" aria-label="More photos of this project">
            {more.map((name, index) => (
              <li key={name} className="overflow-hidden rounded-xl bg-stone-200">
                <ResponsiveImage
                  name={name}
                  alt={`${project.title}, photo ${index + 2} of ${project.images.length}`}
                  sizes="(min-width: 1024px) 480px, (min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-10 flex flex-wrap gap-3">
          <LinkButton href={`/projects/${categorySlugByName[finish]}`} variant="outline" onClick={scrollToTop}>
            <span aria-hidden="true">←</span>
            More {finish} projects
          </LinkButton>
        </div>
      </section>
      <ReviewsSection reviews={ownReviews} title="What the client said" eyebrow="Review" />
      <CtaBand />
    </SiteLayout>
  );
}

export default function ProjectDetailPage() {
  const { category = "", slug = "" } = useParams<{ category: string; slug: string }>();
  const { projects } = useSiteContent();
  const project = projects.find((candidate) => candidate.slug === slug && categorySlugByName[candidate.categories[0]] === category);
  if (!project) return <NotFoundContent />;
  return <ProjectPage project={project} />;
}
