import type { ReactNode } from "react";
import { PageContainer } from "@/components/ui/panels";
import { PageMeta } from "@/lib/page-meta";
import { AppPageHeading } from "./app-layout";

/**
 * An admin page of the back office's menu (Quotes, Reviews, Catalogue…): kept out of search engines,
 * its title under the "Admin" eyebrow, a line or two on what it holds (`intro`), then the page.
 */
export function AdminPage({
  title,
  description,
  path,
  width,
  intro,
  children,
}: {
  title: string;
  description: string;
  path: string;
  width?: "narrow" | "wide";
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={`${title} | Forma Concrete Admin`} description={description} path={path} noindex />
      <PageContainer width={width}>
        <AppPageHeading eyebrow="Admin" title={title}>
          {intro}
        </AppPageHeading>
        <div className="mt-8">{children}</div>
      </PageContainer>
    </>
  );
}
