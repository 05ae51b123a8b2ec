import { AdminPage } from "@/components/layout/admin-page";
import { PriceBookManager } from "@/features/admin/price-book-manager";

export default function AdminPriceBookPage() {
  return (
    <AdminPage
      title="Price Book"
      description="Saved items to add to quotes."
      path="/admin/price-book"
      width="wide"
      intro={<p>Items you quote often. Add one to a quote with “Add from price book”; on the quote it can be changed for that client only.</p>}
    >
      <PriceBookManager />
    </AdminPage>
  );
}
