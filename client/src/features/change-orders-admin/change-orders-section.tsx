/**
 * "Change orders" on the owner's contract page: the contract sum (the price as signed, each signed
 * order, the revised sum), the orders with what each state allows, and the form for a new one. A
 * draft is edited in its own place in the list; signing in person and voiding open their dialogs.
 */
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/panels";
import { contractChangeOrdersQuery, type OwnerChangeOrder } from "@/api/change-orders-admin";
import { ChangeOrderForm } from "./change-order-form";
import { ContractSumTable } from "./change-order-money";
import { ChangeOrderRow } from "./change-order-row";
import { SignInPersonDialog, type SignaturePadComponent } from "./sign-in-person-dialog";
import { VoidChangeOrderDialog } from "./void-change-order-dialog";

type Props = {
  contractId: string;
  clientName: string;
  /** The contract signing page's signature pad, for signing in person. */
  SignaturePad: SignaturePadComponent;
};

export function ChangeOrdersSection({ contractId, clientName, SignaturePad }: Props) {
  const read = useQuery(contractChangeOrdersQuery(contractId));
  /** "new", the id of the draft being edited, or nothing open. */
  const [editing, setEditing] = useState<string | null>(null);
  const [signing, setSigning] = useState<OwnerChangeOrder | null>(null);
  const [voiding, setVoiding] = useState<OwnerChangeOrder | null>(null);

  return (
    <Card aria-labelledby="change-orders-heading">
      <h2 id="change-orders-heading" className="text-lg font-bold text-stone-950">
        Change orders
      </h2>
      <p className="mt-1 text-sm text-stone-600">Work added, removed or credited after signing. Each counts once the client signs it.</p>

      {read.isPending ? (
        <p className="mt-4 text-stone-600" role="status">
          Loading the change orders...
        </p>
      ) : read.isError ? (
        <div
          className="mt-4 flex flex-col gap-3 rounded-md border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between"
          role="alert"
        >
          <p className="text-sm text-red-900">The change orders could not load.</p>
          <Button size="sm" variant="outline" onClick={() => void read.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <div className="mt-5 rounded-xl bg-stone-50 px-4 py-3 sm:px-5">
            <ContractSumTable sum={read.data.contractSum} />
          </div>
          {read.data.changeOrders.length === 0 ? (
            <p className="mt-5 text-stone-700">No change orders yet.</p>
          ) : (
            <ol className="mt-5 divide-y divide-stone-200" aria-label="Change orders">
              {read.data.changeOrders.map((order) =>
                editing === order.id && order.status === "draft" ? (
                  <li key={order.id} className="py-5 first:pt-0 last:pb-0">
                    <ChangeOrderForm
                      contractId={contractId}
                      order={order}
                      revisedTotalCents={read.data.contractSum.revisedTotalCents}
                      paidCents={read.data.paidCents}
                      onDone={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <ChangeOrderRow
                    key={order.id}
                    contractId={contractId}
                    order={order}
                    onEdit={() => setEditing(order.id)}
                    onSignInPerson={() => setSigning(order)}
                    onVoid={() => setVoiding(order)}
                  />
                ),
              )}
            </ol>
          )}
          <div className="mt-5">
            {editing === "new" ? (
              <ChangeOrderForm
                contractId={contractId}
                revisedTotalCents={read.data.contractSum.revisedTotalCents}
                paidCents={read.data.paidCents}
                onDone={() => setEditing(null)}
              />
            ) : (
              <Button variant="outline" className="w-full sm:w-auto" onClick={() => setEditing("new")}>
                <span aria-hidden="true">+</span> New change order
              </Button>
            )}
          </div>
          {signing && (
            <SignInPersonDialog
              contractId={contractId}
              SignaturePad={SignaturePad}
              order={signing}
              clientName={clientName}
              revisedTotalCents={read.data.contractSum.revisedTotalCents}
              onClose={() => setSigning(null)}
            />
          )}
          <VoidChangeOrderDialog contractId={contractId} order={voiding} onClose={() => setVoiding(null)} />
        </>
      )}
    </Card>
  );
}
