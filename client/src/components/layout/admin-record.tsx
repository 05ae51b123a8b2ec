/** The parts every admin page of one record (a lead, a quote, a contract) opens with. */
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "wouter";
import { LinkButton } from "@/components/ui/button";
import { PageContainer, StatePanel } from "@/components/ui/panels";
import { isNotFound } from "@/api/errors";
import { PageMeta } from "@/lib/page-meta";

type Back = { href: string; label: string };

/** The way back to the list the record was opened from, above its heading. */
export function BackLink({ href, label }: Back) {
  return (
    <Link href={href} className="text-sm font-semibold text-stone-700 underline underline-offset-2 hover:text-stone-950">
      {`← ${label}`}
    </Link>
  );
}

/**
 * Why the page shows no record: none has this id (`missing` says so), or the read failed. Either way
 * the page's heading, and the way back.
 */
export function RecordUnavailable({ error, noun, missing, back }: { error: unknown; noun: string; missing: ReactNode; back: Back }) {
  const notFound = isNotFound(error);
  return (
    <StatePanel
      tone={notFound ? "neutral" : "danger"}
      icon={notFound ? "search" : "alert"}
      title={notFound ? `${noun[0].toUpperCase()}${noun.slice(1)} Not Found` : `The ${noun} could not load`}
      headingLevel={1}
      actions={
        <LinkButton href={back.href} variant="dark">
          {back.label}
        </LinkButton>
      }
    >
      {notFound ? missing : "Check the connection and try again."}
    </StatePanel>
  );
}

/**
 * The page at `${path}/:id`, kept out of search engines: what it shows is `content`, given the
 * record's id and made afresh for each id.
 */
export function AdminRecordPage({
  title,
  description,
  path,
  width,
  content: Content,
}: {
  title: string;
  description: string;
  path: string;
  width: "wide" | "full";
  content: ComponentType<{ id: string }>;
}) {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <>
      <PageMeta title={title} description={description} path={`${path}/${id}`} noindex />
      <PageContainer width={width}>
        <Content key={id} id={id} />
      </PageContainer>
    </>
  );
}
