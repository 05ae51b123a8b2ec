/**
 * The client's change-order page (`/change-orders/:token`, the order's own link, e-mailed when the
 * business sends it): what changes and why, the lines and their money, where the contract's price
 * then stands, what is due and by when; then the signature, or "Decline". Once answered it shows the
 * outcome (signed with its PDF, declined, expired); a withdrawn order's link says so and whom to call.
 */
import { NewDesign } from "@/components/design/new-design";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "wouter";
import { AppLayout } from "@/components/layout/app-layout";
import { ExternalButton, LinkButton } from "@/components/ui/button";
import { Card, ContactLinks, Fact, LoadFailedPanel, LoadingState, PageContainer, StatePanel } from "@/components/ui/panels";
import { clientChangeOrderQuery, type ClientChangeOrder } from "@/api/change-orders";
import { isNotFound } from "@/api/errors";
import { ApiError, errorCode } from "@/lib/api";
import { formatCalendarDate } from "@/lib/format";
import { PageMeta } from "@/lib/page-meta";
import { ChangeOrderLines } from "@/features/change-orders/change-order-lines";
import { DeclinedPanel, ExpiredPanel, SignedPanel } from "@/features/change-orders/change-order-state";
import { ContractSumTable, contractSumWithout, paymentEffect } from "@/features/change-orders/contract-sum";
import { SignChangeOrder } from "@/features/change-orders/sign-change-order";
import { SignatureField } from "@/features/contracts/signature-pad";
import { business } from "@shared/business";
import { changeOrderMessages } from "@shared/change-orders";
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
      <StatePanel
        tone="warning"
        icon="cross"
        title="Change order withdrawn"
        headingLevel={1}
        actions={
          <>
            <ExternalButton href={business.phoneHref} variant="dark">
              Call {business.phoneDisplay}
            </ExternalButton>
            <ExternalButton href={`mailto:${business.email}`} variant="outline">
              E-mail us
            </ExternalButton>
          </>
        }
      >
        <p data-testid="change-order-withdrawn">{(error instanceof ApiError && error.serverMessage) || changeOrderMessages.voided}</p>
        <p className="mt-2">Your contract stays as it is.</p>
      </StatePanel>
    );
  }
  if (isNotFound(error)) {
    return (
      <StatePanel
        icon="search"
        title="This change order link is not valid"
        headingLevel={1}
        actions={
          <LinkButton href="/" variant="dark">
            Return Home
          </LinkButton>
        }
      >
        Please use the link in our latest e-mail, or contact us: <ContactLinks />
      </StatePanel>
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
      <div>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">{business.name}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Change order {number}</h1>
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
      </div>

      {standing === "signed" && <SignedPanel order={order} focus={answered} />}
      {standing === "declined" && <DeclinedPanel order={order} focus={answered} />}
      {standing === "expired" && (
        <ExpiredPanel message={expiredMessage ?? changeOrderMessages.expired} expiresOn={order.expiresOn} focus={expiredMessage !== null} />
      )}

      <Card aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-xl font-bold text-stone-950">
          What changes and why
        </h2>
        <p className="mt-4 inline-flex rounded-full bg-stone-100 px-3 py-1 text-sm font-semibold text-stone-800">{order.reasonLabel}</p>
        <p className="mt-3 whitespace-pre-line break-words text-lg leading-relaxed text-stone-900">{order.summary}</p>
        <NewDesign design={order.design} />
      </Card>

      <Card flush aria-labelledby="lines-heading">
        <h2 id="lines-heading" className="px-5 pb-3 pt-5 text-xl font-bold text-stone-950 sm:px-8 sm:pb-5 sm:pt-7">
          The changes
        </h2>
        <ChangeOrderLines order={order} headingId="lines-heading" />
      </Card>

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
        <Card aria-labelledby="terms-heading">
          <h2 id="terms-heading" className="text-xl font-bold text-stone-950">
            Payment and terms
          </h2>
          <dl className="mt-5 grid gap-5 sm:grid-cols-2">
            <Fact label={standing === "open" ? "When you sign" : "Payment"}>
              <span className="font-normal text-stone-900" data-testid="payment-effect">
                {paymentEffect(order)}
              </span>
            </Fact>
            {order.expiresOn && standing === "open" && <Fact label="Last day to sign">{formatCalendarDate(order.expiresOn)}</Fact>}
          </dl>
          <p className="mt-6 border-t border-stone-200 pt-5 font-semibold text-stone-950">{otherTermsSentence}</p>
        </Card>
      )}

      {standing === "open" && order.number !== null && (
        <Card aria-labelledby="sign-heading">
          <h2 id="sign-heading" className="text-xl font-bold text-stone-950">
            Sign the change order
          </h2>
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
        </Card>
      )}

      <p className="text-sm text-stone-600">Questions about this change? Call {business.phoneDisplay} or reply to our e-mail.</p>
    </div>
  );
}

export default function ChangeOrderPage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <>
      <PageMeta
        title="Your Change Order | Forma Concrete"
        description="Review and sign a change to your concrete contract."
        path={`/change-orders/${token}`}
        noindex
      />
      <AppLayout>
        <PageContainer>
          <ChangeOrder key={token} token={token} />
        </PageContainer>
      </AppLayout>
    </>
  );
}
