/**
 * The client's change-order page (`/change-orders/:token`, the order's own link, e-mailed when the
 * business sends it): what changes and why, the lines and their money, where the contract's price
 * then stands, what is due and by when; then the signature, or "Decline". Once answered it shows the
 * outcome (signed with its PDF, declined, expired); a withdrawn order's link says so and whom to call.
 */
import { NewDesign } from "@/components/design/new-design";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ClientLinkPage, ClientPageHeading } from "@/components/layout/client-link-page";
import { ContactButtons } from "@/components/quote/contact-buttons";
import { LinkNotFoundPanel } from "@/components/quote/link-not-found";
import { Card, ContactLinks, Fact, LoadFailedPanel, LoadingState, StatePanel } from "@/components/ui/panels";
import { TitledCard } from "@/components/ui/titled-card";
import { clientChangeOrderQuery, type ClientChangeOrder } from "@/api/change-orders";
import { isNotFound } from "@/api/errors";
import { ApiError, errorCode } from "@/lib/api";
import { formatCalendarDate } from "@/lib/format";
import { ChangeOrderLines } from "@/features/change-orders/change-order-lines";
import { DeclinedPanel, ExpiredPanel, SignedPanel } from "@/features/change-orders/change-order-state";
import { ContractSumTable, contractSumWithout, paymentEffect } from "@/features/change-orders/contract-sum";
import { SignChangeOrder } from "@/features/change-orders/sign-change-order";
import { SignatureField } from "@/features/contracts/signature-pad";
import { business } from "@shared/business";
import { changeOrderMessages } from "@shared/change-orders/rules";
import { torontoDate } from "@shared/quote-rules";

/** The same sentence the signed PDF ends its terms with. */
const otherTermsSentence = "All other terms of the contract remain unchanged.";

type Standing = "open" | "signed" | "declined" | "expired";

/** Where the order stands for the client; a sent order past its last day (Toronto) can no longer be signed. */
function standingOf(order: ClientChangeOrder, refusedAsExpired: boolean): Standing {
  if (order.status === "signed") return "signed";
  if (order.status === "declined") return "declined";
  if (refusedAsExpired || (order.expiresOn !== null && torontoDate(new Date()) > order.expiresOn)) return "expired";
  return "open";
}

function Unavailable({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  if (errorCode(error) === "CHANGE_ORDER_VOIDED") {
    return (
      <StatePanel tone="warning" icon="cross" title="Change order withdrawn" headingLevel={1} actions={<ContactButtons />}>
        <p data-testid="change-order-withdrawn">{(error instanceof ApiError && error.serverMessage) || changeOrderMessages.voided}</p>
        <p className="mt-2">Your contract stays as it is.</p>
      </StatePanel>
    );
  }
  if (isNotFound(error)) {
    return (
      <LinkNotFoundPanel title="This change order link is not valid">
        Please use the link in our latest e-mail, or contact us: <ContactLinks />
      </LinkNotFoundPanel>
    );
  }
  return <LoadFailedPanel title="Your change order could not load" onRetry={onRetry} />;
}

function ChangeOrder({ token }: { token: string }) {
  const read = useQuery(clientChangeOrderQuery(token));
  /** The server refused a signature as past the last day, with these words. */
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  /** The client just answered here: the outcome takes the focus. */
  const [answered, setAnswered] = useState(false);

  if (read.isPending) return <LoadingState label="Loading your change order..." />;
  if (read.isError) return <Unavailable error={read.error} onRetry={() => read.refetch()} />;

  const order = read.data.changeOrder;
  const number = order.number ?? "";
  const standing = standingOf(order, expiredMessage !== null);
  // A declined or expired order changes nothing: the contract sum is shown without it.
  const counts = standing === "open" || standing === "signed";
  const sum = counts ? order.contractSum : contractSumWithout(order.contractSum, order.number);
  const revised = sum.rows.length > 1;

  return (
    <div className="flex flex-col gap-6">
      <ClientPageHeading title={`Change order ${number}`}>
        <p className="mt-3 text-stone-700">
          {standing === "open" && order.expiresOn ? (
            <>
              A change to your signed contract. Please read it, then sign it below or decline it by{" "}
              <strong className="font-semibold text-stone-950">{formatCalendarDate(order.expiresOn)}</strong>.
            </>
          ) : (
            "A change to your signed contract."
          )}
        </p>
      </ClientPageHeading>

      {standing === "signed" && <SignedPanel order={order} focus={answered} />}
      {standing === "declined" && <DeclinedPanel order={order} focus={answered} />}
      {standing === "expired" && (
        <ExpiredPanel message={expiredMessage ?? changeOrderMessages.expired} expiresOn={order.expiresOn} focus={expiredMessage !== null} />
      )}

      <TitledCard id="why-heading" title="What changes and why">
        <p className="mt-4 inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">{order.reasonLabel}</p>
        <p className="mt-3 whitespace-pre-line break-words text-lg leading-relaxed text-stone-900">{order.summary}</p>
        <NewDesign design={order.design} />
      </TitledCard>

      <TitledCard flush id="lines-heading" title="The changes" titleClassName="px-5 pb-3 pt-5 sm:px-8 sm:pb-5 sm:pt-7">
        <ChangeOrderLines order={order} headingId="lines-heading" />
      </TitledCard>

      <Card flush aria-labelledby="sum-heading">
        <div className="px-5 pb-4 pt-5 sm:px-8 sm:pb-5 sm:pt-7">
          <h2 id="sum-heading" className="text-xl font-bold text-stone-950">
            Contract sum
          </h2>
          <p className="mt-2 text-stone-700">
            {standing === "open"
              ? "Your contract's price once you sign this change order. Amounts include HST."
              : standing === "signed"
                ? "Your contract's price with this change order. Amounts include HST."
                : "Your contract's price: this change order is not part of it. Amounts include HST."}
          </p>
        </div>
        <ContractSumTable
          sum={sum}
          number={counts ? order.number : null}
          headingId="sum-heading"
          totalLabel={revised ? "Revised contract sum" : "Contract sum"}
        />
      </Card>

      {/* What signing does to the money: nothing to say of an order that was declined or has expired. */}
      {counts && (
        <TitledCard id="terms-heading" title="Payment and terms">
          <dl className="mt-5 grid gap-5 sm:grid-cols-2">
            <Fact label={standing === "open" ? "When you sign" : "Payment"}>
              <span className="font-normal text-stone-900" data-testid="payment-effect">
                {paymentEffect(order)}
              </span>
            </Fact>
            {order.expiresOn && standing === "open" && <Fact label="Last day to sign">{formatCalendarDate(order.expiresOn)}</Fact>}
          </dl>
          <p className="mt-6 border-t border-stone-200 pt-5 font-semibold text-stone-950">{otherTermsSentence}</p>
        </TitledCard>
      )}

      {standing === "open" && order.number !== null && (
        <TitledCard id="sign-heading" title="Sign the change order">
          <p className="mb-6 mt-2 text-stone-700">
            By signing, you agree with {business.name} to change your contract as described above. Type your name, sign in the box and tick the
            agreement.
          </p>
          <SignChangeOrder
            order={{ ...order, number: order.number }}
            token={token}
            onAnswered={() => setAnswered(true)}
            onReload={() => void read.refetch()}
            onExpired={setExpiredMessage}
            SignatureField={SignatureField}
          />
        </TitledCard>
      )}

      <p className="text-sm text-stone-600">Questions about this change? Call {business.phoneDisplay} or reply to our e-mail.</p>
    </div>
  );
}

export default function ChangeOrderPage() {
  return (
    <ClientLinkPage
      title="Your Change Order | Forma Concrete"
      description="Review and sign a change to your concrete contract."
      path="/change-orders"
      content={ChangeOrder}
    />
  );
}
