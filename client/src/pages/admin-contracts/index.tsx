import { useQuery } from "@tanstack/react-query";
import { listPaging, paymentStateLabels, paymentStates } from "@shared/list-query";
import { AppPageHeading } from "@/components/layout/app-layout";
import { PageContainer } from "@/components/ui/panels";
import { ContractRows } from "@/features/admin-lists/contract-rows";
import { ListView } from "@/features/admin-lists/list-view";
import { useListLocation } from "@/features/admin-lists/use-list-location";
import { contractListQuery } from "@/api/contracts";
import { PageMeta } from "@/lib/page-meta";

const path = "/admin/contracts";

const filterOptions = [{ label: "All" }, ...paymentStates.map((state) => ({ value: state, label: paymentStateLabels[state] }))];

function ContractList() {
  const list = useListLocation(path, "payment", paymentStates);
  const contracts = useQuery(
    contractListQuery({ filterName: "payment", filter: list.filter, q: list.q, page: list.page, pageSize: listPaging.defaultPageSize }),
  );
  return (
    <ListView
      noun="contracts"
      filterLabel="Show contracts"
      filterOptions={filterOptions}
      searchHint="Quote number, name, e-mail, phone or address"
      list={list}
      answer={contracts.data && { ...contracts.data, count: contracts.data.contracts.length }}
      loading={contracts.isPending}
      failed={contracts.isError}
      updating={contracts.isPlaceholderData}
      onRetry={() => contracts.refetch()}
    >
      {contracts.data && <ContractRows contracts={contracts.data.contracts} />}
    </ListView>
  );
}

export default function AdminContractsPage() {
  return (
    <>
      <PageMeta title="Contracts | Forma Concrete Admin" description="Every signed contract and what is still owed." path={path} noindex />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Contracts">
          <p>Every signed contract, newest first, with what has been paid and what is still owed.</p>
        </AppPageHeading>
        <div className="mt-8">
          <ContractList />
        </div>
      </PageContainer>
    </>
  );
}
