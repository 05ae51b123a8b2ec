import { quoteStageLabels, quoteStages } from "@shared/quote-lifecycle";
import { AdminPage } from "@/components/layout/admin-page";
import { AdminList } from "@/features/admin-lists/list-view";
import { QuoteRows } from "@/features/admin-lists/quote-rows";
import { quoteListQuery } from "@/api/quotes";

const path = "/admin/quotes";

const filterOptions = [
  { label: "All" },
  { value: "open", label: "Open" },
  ...quoteStages.map((stage) => ({ value: stage, label: quoteStageLabels[stage] })),
];

export default function AdminQuotesPage() {
  return (
    <AdminPage
      title="Quotes"
      description="Every quote, newest first."
      path={path}
      width="wide"
      intro={<p>Every quote, newest first. Search or pick a status.</p>}
    >
      <AdminList
        path={path}
        filterName="status"
        noun="quotes"
        filterOptions={filterOptions}
        searchHint="Quote number, name, e-mail, phone or address"
        query={quoteListQuery}
        rows={(answer) => answer.quotes}
      >
        {(rows) => <QuoteRows quotes={rows} />}
      </AdminList>
    </AdminPage>
  );
}
