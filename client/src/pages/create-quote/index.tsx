/**
 * Create a quote: blank, priced from a lead (?lead=<id>, its request shown beside the form), or as the
 * revision of a quote (?revise=<id>, prefilled from it and sent with revisionOf). Creating saves a
 * draft; the owner sends it from the quote's page, as he does an estimate he priced (decision 0124).
 */
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { toast } from "@/components/ui/toast-store";
import { blankLineItem } from "@/features/admin/blank-line-item";
import { defaultValidUntil, leadAddressHint, leadToQuote } from "@/features/admin/lead-to-quote";
import { newQuotePayload, quoteToRevisionForm } from "@/features/admin/quote-to-form";
import { useCreateQuote } from "@/features/admin/mutations";
import { Card, LoadingState, PageContainer } from "@/components/ui/panels";
import { LeadRequestPanel } from "@/features/admin/lead-request-panel";
import { QuoteForm, emptyQuoteForm, type QuoteFormInput } from "@/features/admin/quote-form";
import { adminReads } from "@/api/admin-reads";
import { isStateConflict } from "@/api/errors";
import { leadsQuery } from "@/api/leads";
import { quoteQuery } from "@/api/quotes";
import { ApiError } from "@/lib/api";
import { PageMeta } from "@/lib/page-meta";
import { RevisionHeading, RevisionRefused } from "./revision-heading";
import { canRevise } from "@shared/quote-lifecycle";

const noticeClass = "mt-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950";

function CreateQuote() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const leadId = search.get("lead");
  const reviseId = search.get("revise");
  const leads = useQuery({ ...leadsQuery(), enabled: Boolean(leadId) });
  const revised = useQuery({ ...quoteQuery(reviseId ?? ""), ...adminReads, enabled: Boolean(reviseId) });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const lead = leadId ? leads.data?.quoteRequests.find((request) => request.id === leadId) : undefined;
  const original = reviseId ? revised.data?.quote : undefined;

  const create = useCreateQuote({
    onSuccess: ({ quoteId }) => {
      toast({
        title: original ? "Revision saved as a draft" : "Quote saved as a draft",
        description: "Check it, then press “Send quote to client” to e-mail the client their link.",
        variant: "success",
      });
      navigate(`/admin/quotes/${quoteId}`);
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      // A revision refused because the quote was revised or accepted meanwhile: the server says which.
      const conflict = isStateConflict(error) && error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: "Creation Failed",
        description: conflict ?? "There was an error creating the quote. Please try again.",
        variant: "destructive",
      });
    },
  });

  if (leadId && leads.isPending) return <LoadingState label="Loading the lead..." />;
  if (reviseId && revised.isPending) return <LoadingState label="Loading the quote to revise..." />;

  const verdict = original ? canRevise(original) : undefined;
  const defaults: QuoteFormInput = original
    ? quoteToRevisionForm(original)
    : lead
      ? leadToQuote(lead)
      : { ...emptyQuoteForm, validUntil: defaultValidUntil(), lineItems: [blankLineItem()] };

  return (
    <PageContainer width="full">
      {original ? (
        <RevisionHeading original={original} />
      ) : (
        <AppPageHeading eyebrow="Admin" title="Create Quote">
          {lead ? (
            <p>
              Pricing the request from <strong className="text-stone-950">{lead.name}</strong>. The quote is saved as a draft; you send it to the
              client from its page, with a link to review, accept and sign.
            </p>
          ) : (
            <p>
              The quote is saved as a draft; you send it to the client from its page, with a link to review the quote, accept it and sign the contract
              online.
            </p>
          )}
        </AppPageHeading>
      )}
      {leadId && !lead && (
        <p role="status" className={noticeClass}>
          That lead could not be found, so the form starts empty.{" "}
          <Link href="/admin/leads" className="font-semibold underline">
            Back to leads
          </Link>
        </p>
      )}
      {reviseId && !original && (
        <p role="status" className={noticeClass}>
          The quote to revise could not be found, so the form starts empty.{" "}
          <Link href="/admin" className="font-semibold underline">
            Back to dashboard
          </Link>
        </p>
      )}
      {original && verdict && !verdict.allowed ? (
        <RevisionRefused original={original} message={verdict.message} />
      ) : (
        <div className={`mt-8 grid gap-6 ${lead ? "xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start" : ""}`}>
          {lead && (
            <div className="xl:sticky xl:top-6 xl:order-2 xl:max-h-[calc(100vh-3rem)] xl:overflow-y-auto">
              <LeadRequestPanel lead={lead} />
            </div>
          )}
          <Card as="div" className="min-w-0">
            <QuoteForm
              key={original?.id ?? lead?.id ?? "blank"}
              defaultValues={defaults}
              onSubmit={(values) => {
                setServerErrors(undefined);
                create.mutate({
                  ...newQuotePayload(values),
                  status: "pending",
                  ...(lead ? { quoteRequestId: lead.id } : {}),
                  ...(original ? { revisionOf: original.id } : {}),
                });
              }}
              isPending={create.isPending}
              submitLabel={original ? "Create Revision" : "Create Quote"}
              pendingLabel={original ? "Creating Revision..." : "Creating Quote..."}
              serverErrors={serverErrors}
              addressHint={lead ? leadAddressHint(lead) : undefined}
            />
          </Card>
        </div>
      )}
    </PageContainer>
  );
}

export default function CreateQuotePage() {
  return (
    <>
      <PageMeta title="Create Quote | Forma Concrete" description="Create a quote and send it to the client." path="/create-quote" noindex />
      <CreateQuote />
    </>
  );
}
