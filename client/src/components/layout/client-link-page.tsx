/**
 * The frame of the pages a client opens through their own link (quote, contract, its confirmation,
 * schedule, change order): kept out of search engines, in the quiet app layout, one narrow column.
 */
import type { ComponentType, ReactNode } from "react";
import { useParams } from "wouter";
import { PageContainer } from "@/components/ui/panels";
import { PageMeta } from "@/lib/page-meta";
import { business } from "@shared/business";
import { AppLayout } from "./app-layout";

/**
 * The page at `${path}/:token`: what it shows is `content`, given the link's token and made afresh
 * for each token.
 */
export function ClientLinkPage({
  title,
  description,
  path,
  content: Content,
}: {
  title: string;
  description: string;
  path: string;
  content: ComponentType<{ token: string }>;
}) {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <>
      <PageMeta title={title} description={description} path={`${path}/${token}`} noindex />
      <AppLayout>
        <PageContainer>
          <Content key={token} token={token} />
        </PageContainer>
      </AppLayout>
    </>
  );
}

/** The business's name over the page's heading; `children` follow the heading (a line, badges). */
export function ClientPageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">{business.name}</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
