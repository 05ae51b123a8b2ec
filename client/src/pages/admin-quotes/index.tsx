import { useQuery } from "@tanstack/react-query";
import { listPaging } from "@shared/list-query";
import { quoteStageFilters, quoteStageLabels, quoteStages } from "@shared/quote-lifecycle";
import { AppPageHeading } from "@/components/layout/app-layout";
import { PageContainer } from "@/components/ui/panels";
import { ListView } from "@/features/admin-lists/list-view";
import { QuoteRows } from "@/features/admin-lists/quote-rows";
import { useListLocation } from "@/features/admin-lists/use-list-location";
import { quoteListQuery } from "@/api/quotes";
import { PageMeta } from "@/lib/page-meta";

const path = "/admin/quotes";

const filterOptions = [
  { label: "All" },
  { value: "open", label: "Open" },
  ...quoteStages.map((stage) => ({ value: stage, label: quoteStageLabels[stage] })),
];

function QuoteList() {
  const list = useListLocation(path, "status", quoteStageFilters);
  const quotes = useQuery(
    quoteListQuery({ filterName: "status", filter: list.filter, q: list.q, page: list.page, pageSize: listPaging.defaultPageSize }),
  );
  return (
    <ListView
      noun="quotes"
      filterLabel="Show quotes"
      filterOptions={filterOptions}
      searchHint="Quote number, name, e-mail, phone or address"
      list={list}
      answer={quotes.data && { ...quotes.data, count: quotes.data.quotes.length }}
      loading={quotes.isPending}
      failed={quotes.isError}
      updating={quotes.isPlaceholderData}
      onRetry={() => quotes.refetch()}
    >
      {quotes.data && <QuoteRows quotes={quotes.data.quotes} />}
    </ListView>
  );
}

export default function AdminQuotesPage() {
  return (
    <>
      <PageMeta title="Quotes | Forma Concrete Admin" description="Every quote, newest first." path={path} noindex />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Quotes">
          <p>Every quote, newest first. Search or pick a status.</p>
        </AppPageHeading>
        <div className="mt-8">
          <QuoteList />
        </div>
      </PageContainer>
    </>
  );
}
