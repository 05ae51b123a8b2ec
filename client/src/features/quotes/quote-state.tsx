/**
 * What the client can do next with a quote, or why they can't act: replaced by a revision, signed,
 * accepted, declined, expired, or still being priced. Nothing is shown while the quote can be decided.
 */
import { LinkButton } from "@/components/ui/button";
import { ContactButtons } from "@/components/quote/contact-buttons";
import { StatePanel } from "@/components/ui/panels";
import { formatTorontoDate } from "@/lib/format";
import type { ClientQuote } from "@shared/api/responses";
import { promises } from "@shared/business";
import { canDecide } from "@shared/quote-lifecycle";

/** A revised quote's old link: it can no longer be decided, and points to the current revision's link. */
function ReplacedState({ quote }: { quote: ClientQuote }) {
  const currentLink = quote.currentLinkToken;
  return (
    <StatePanel
      tone="warning"
      icon="alert"
      title="This quote has been replaced"
      actions={
        currentLink ? (
          <LinkButton href={`/quote/${currentLink}`} variant="gold" size="lg">
            View the current quote
          </LinkButton>
        ) : (
          <ContactButtons />
        )
      }
    >
      We've sent you a newer version of this quote. Please review the current quote: only it can be accepted. This one is kept for your records.
    </StatePanel>
  );
}

/** `token`: the client's link token; the contract and its confirmation are at the same link. */
export function QuoteState({ quote, token, redirecting }: { quote: ClientQuote; token: string; redirecting: boolean }) {
  if (quote.replaced) return <ReplacedState quote={quote} />;
  if (quote.status === "accepted" && quote.signed) {
    return (
      <StatePanel
        tone="success"
        icon="check"
        title="Contract Signed"
        actions={
          <LinkButton href={`/contract-confirmation/${token}`} variant="dark">
            View your signed contract
          </LinkButton>
        }
      >
        You accepted this quote and signed the contract. We'll be in touch to schedule the work.
      </StatePanel>
    );
  }
  if (quote.status === "accepted") {
    return (
      <StatePanel
        tone="success"
        icon="check"
        title="Quote Accepted!"
        role="status"
        actions={
          <LinkButton href={`/contract/${token}`} variant="gold" size="lg">
            Sign Contract
          </LinkButton>
        }
      >
        {redirecting ? "Thank you! Taking you to your contract..." : "Thank you! The next step is to review and sign your contract online."}
      </StatePanel>
    );
  }
  if (quote.status === "rejected") {
    return (
      <StatePanel tone="neutral" icon="cross" title="Quote Declined" role="status" actions={<ContactButtons />}>
        <p>
          You declined this quote{quote.decidedAt ? ` on ${formatTorontoDate(quote.decidedAt)}` : ""}. Changed your mind, or would you like a revised
          quote? We're happy to help.
        </p>
        {quote.declineReason && <p className="mt-2 break-words text-stone-600">Your note: “{quote.declineReason}”</p>}
      </StatePanel>
    );
  }
  // A pending quote the client cannot decide on says why, by the lifecycle's reason.
  const verdict = canDecide(quote, new Date());
  if (verdict.allowed) return null;
  if (verdict.code === "QUOTE_EXPIRED") {
    return (
      <StatePanel tone="warning" icon="clock" title="Quote Expired" actions={<ContactButtons />}>
        {verdict.message}
      </StatePanel>
    );
  }
  if (verdict.code === "QUOTE_NOT_PRICED") {
    return (
      <StatePanel tone="neutral" icon="clock" title="Your price is being prepared" actions={<ContactButtons />}>
        Thanks for your request. We're preparing the price for this project and will e-mail you as soon as it's ready, usually within{" "}
        {promises.responseHours} hours.
      </StatePanel>
    );
  }
  return null;
}
