import { paymentStateLabels, paymentStates } from "@shared/list-query";
import { AdminPage } from "@/components/layout/admin-page";
import { ContractRows } from "@/features/admin-lists/contract-rows";
import { AdminList } from "@/features/admin-lists/list-view";
import { contractListQuery } from "@/api/contracts";

const path = "/admin/contracts";

const filterOptions = [{ label: "All" }, ...paymentStates.map((state) => ({ value: state, label: paymentStateLabels[state] }))];

export default function AdminContractsPage() {
  return (
    <AdminPage
      title="Contracts"
      description="Every signed contract and what is still owed."
      path={path}
      width="wide"
      intro={<p>Every signed contract, newest first, with what has been paid and what is still owed.</p>}
    >
      <AdminList
        path={path}
        filterName="payment"
        noun="contracts"
        filterOptions={filterOptions}
        searchHint="Quote number, name, e-mail, phone or address"
        query={contractListQuery}
        rows={(answer) => answer.contracts}
      >
        {(rows) => <ContractRows contracts={rows} />}
      </AdminList>
    </AdminPage>
  );
}
