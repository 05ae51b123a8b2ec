/**
 * A legal document (Privacy Policy, Terms of Service) as a readable page body: a table of contents
 * linking to each section, then the intro and numbered sections in a comfortable measure.
 */
import type { ReactNode } from "react";
import type { LegalDocument as LegalDocumentContent } from "@/content/types";
import { business } from "@shared/business";

/** The business's e-mail address and phone number in the text become mailto: and tel: links. */
function withContactLinks(text: string): ReactNode {
  const links: Record<string, string> = { [business.email]: `mailto:${business.email}`, [business.phoneDisplay]: business.phoneHref };
  const escaped = Object.keys(links).map((key) => key.replace(/[.*+?^$|()[\]{}\\]/g, "\\$&"));
  const pattern = new RegExp("(" + escaped.join("|") + ")");
  const parts = text.split(pattern);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    links[part] ? (
      <a
        key={index}
        href={links[part]}
        className="font-medium text-stone-950 underline decoration-gold decoration-2 underline-offset-4 hover:decoration-stone-950"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  const sections = document.sections.map((section, index) => ({ ...section, id: sectionId(section.heading), number: index + 1 }));
  return (
    <div className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl px-4 sm:px-6 lg:px-8 gap-10 lg:grid-cols-[16rem_1fr] lg:gap-16">
        <aside className="lg:sticky lg:top-28 lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto">
          <nav
            aria-labelledby="toc-title"
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-dark">
              Contents
            </h2>
            <ol className="-mx-2 mt-3 space-y-0.5 text-[15px]">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-md px-2 py-1.5 text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-950"
                  >
                    <span className="w-6 shrink-0 tabular-nums text-stone-500">{section.number}.</span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <article className="max-w-3xl text-[17px] leading-relaxed text-stone-700">
          <p className="text-lg leading-relaxed text-stone-800 sm:text-xl">{document.intro}</p>
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="mt-12 scroll-mt-24 border-t border-stone-200 pt-10"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-stone-950">
                <span className="mr-2 text-gold-dark">{section.number}.</span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4">
                  {withContactLinks(paragraph)}
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 space-y-2.5 pl-1">
                  {section.list.map((item) => (
                    <li key={item} className="flex gap-3">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-dark" />
                      <span>{withContactLinks(item)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
