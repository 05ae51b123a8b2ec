import { AppPageHeading } from "@/components/layout/app-layout";
import { PageContainer } from "@/components/ui/panels";
import { PriceBookManager } from "@/features/admin/price-book-manager";
import { PageMeta } from "@/lib/page-meta";

export default function AdminPriceBookPage() {
  return (
    <>
      <PageMeta title="Price Book | Forma Concrete Admin" description="Saved items to add to quotes." path="/admin/price-book" noindex />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Price Book">
          <p>Items you quote often. Add one to a quote with “Add from price book”; on the quote it can be changed for that client only.</p>
        </AppPageHeading>
        <div className="mt-8">
          <PriceBookManager />
        </div>
      </PageContainer>
    </>
  );
}
