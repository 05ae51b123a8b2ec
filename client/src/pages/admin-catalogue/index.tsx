import { AppPageHeading } from "@/components/layout/app-layout";
import { PageContainer } from "@/components/ui/panels";
import { DesignCatalogueManager } from "@/features/admin/design-catalogue-manager";
import { PageMeta } from "@/lib/page-meta";

export default function AdminCataloguePage() {
  return (
    <>
      <PageMeta
        title="Design Catalogue | Forma Concrete Admin"
        description="Patterns, colours, borders and sealer finishes with their swatches."
        path="/admin/catalogue"
        noindex
      />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Design Catalogue">
          <p>
            The patterns, colours, borders and sealer finishes a stamped quote can name, each with a photo of its sample. Retire what you no longer
            offer: quotes and contracts that name it keep it.
          </p>
        </AppPageHeading>
        <div className="mt-8">
          <DesignCatalogueManager />
        </div>
      </PageContainer>
    </>
  );
}
