import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { AppLayout, AppPageHeading } from "@/components/layout/app-layout";
import { toast } from "@/components/ui/toast-store";
import { AdminOnly } from "@/features/admin/admin-only";
import { defaultValidUntil, leadAddressHint, leadToQuote } from "@/features/admin/lead-to-quote";
import { useRedirectOnUnauthorized, useSignOutOnUnauthorized } from "@/features/admin/session";
import { Card, LoadingState, PageContainer } from "@/components/ui/panels";
import { QuoteForm, emptyQuoteForm, type QuoteFormInput, type QuoteFormValues } from "@/features/admin/quote-form";
import { leadsQuery } from "@/api/leads";
import { createQuote } from "@/api/quotes";
import { ApiError } from "@/lib/api";
import { PageMeta } from "@/lib/page-meta";

function CreateQuote() {
  const [, navigate] = useLocation();
  const leadId = new URLSearchParams(useSearch()).get("lead");
  const leads = useQuery({ ...leadsQuery(), enabled: Boolean(leadId) });
  useRedirectOnUnauthorized(leads.error);
  const signOutIfUnauthorized = useSignOutOnUnauthorized();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();

  const lead = leadId ? leads.data?.quoteRequests.find((request) => request.id === leadId) : undefined;

  const create = useMutation({
    mutationFn: (values: QuoteFormValues) => createQuote({ ...values, status: "pending", ...(lead ? { quoteRequestId: lead.id } : {}) }),
    onSuccess: ({ quoteId }) => {
      toast({
        title: "Quote Created Successfully",
        description: "The quote has been created and contract signing link sent to client via email.",
        variant: "success",
      });
      navigate(`/admin/quotes/${quoteId}`);
    },
    onError: (error) => {
      if (signOutIfUnauthorized(error)) return;
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      toast({ title: "Creation Failed", description: "There was an error creating the quote. Please try again.", variant: "destructive" });
    },
  });

  if (leadId && leads.isPending) return <LoadingState label="Loading the lead..." />;

  const defaults: QuoteFormInput = lead ? leadToQuote(lead) : { ...emptyQuoteForm, validUntil: defaultValidUntil() };

  return (
    <PageContainer>
      <AppPageHeading eyebrow="Admin" title="Create Quote">
        {lead ? (
          <p>
            Pricing the request from <strong className="text-stone-950">{lead.name}</strong>. The client gets an e-mail with a link to review, accept
            and sign.
          </p>
        ) : (
          <p>The client gets an e-mail with a link to review the quote, accept it and sign the contract online.</p>
        )}
      </AppPageHeading>
      {leadId && !lead && (
        <p role="status" className="mt-5 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          That lead could not be found, so the form starts empty.{" "}
          <Link href="/admin/leads" className="font-semibold underline">
            Back to leads
          </Link>
        </p>
      )}
      <Card as="div" className="mt-8">
        <QuoteForm
          key={lead?.id ?? "blank"}
          defaultValues={defaults}
          onSubmit={(values) => {
            setServerErrors(undefined);
            create.mutate(values);
          }}
          isPending={create.isPending}
          submitLabel="Create Quote"
          pendingLabel="Creating Quote..."
          serverErrors={serverErrors}
          addressHint={lead ? leadAddressHint(lead) : undefined}
        />
      </Card>
    </PageContainer>
  );
}

export default function CreateQuotePage() {
  return (
    <>
      <PageMeta title="Create Quote | Forma Concrete" description="Create a quote and send it to the client." path="/create-quote" noindex />
      <AppLayout admin>
        <AdminOnly>{() => <CreateQuote />}</AdminOnly>
      </AppLayout>
    </>
  );
}
