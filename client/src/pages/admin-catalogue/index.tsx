import { AdminPage } from "@/components/layout/admin-page";
import { DesignCatalogueManager } from "@/features/admin/design-catalogue-manager";

export default function AdminCataloguePage() {
  return (
    <AdminPage
      title="Design Catalogue"
      description="Patterns, colours, borders and sealer finishes with their swatches."
      path="/admin/catalogue"
      width="wide"
      intro={
        <p>
          The patterns, colours, borders and sealer finishes a stamped quote can name, each with a photo of its sample. Retire what you no longer
          offer: quotes and contracts that name it keep it.
        </p>
      }
    >
      <DesignCatalogueManager />
    </AdminPage>
  );
}
