/**
 * Where a change order stands once it can no longer be signed: signed (who, when, and the signed
 * PDF), declined, or past its last day. Each panel takes the focus when it replaces the form the
 * client just used, so a screen reader reads the outcome and a phone scrolls to it.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ContactLinks, StatePanel } from "@/components/ui/panels";
import { formatCalendarDate, formatTorontoDate, formatTorontoDateTime } from "@/lib/format";
import type { ClientChangeOrder } from "@/api/change-orders";

/** Focuses the panel (and brings it into view) when `focus` is set: the form it replaces is gone. */
function FocusedOnShow({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView({ block: "start" });
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="scroll-mt-6 rounded-2xl focus:outline-none focus-visible:ring-4 focus-visible:ring-gold/50">
      {children}
    </div>
  );
}

export function SignedPanel({ order, focus }: { order: ClientChangeOrder; focus: boolean }) {
  return (
    <FocusedOnShow focus={focus}>
      <StatePanel
        tone="success"
        icon="check"
        title="This change order is signed"
        actions={
          order.pdfUrl && (
            <a href={order.pdfUrl} download className={buttonClasses("dark", "md", "w-full py-2.5 text-left leading-snug sm:w-auto")}>
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 20h14" />
              </svg>
              Download the signed change order (PDF)
            </a>
          )
        }
      >
        <p data-testid="change-order-signed">
          Signed by <strong className="font-semibold text-stone-950">{order.signerName}</strong> on {formatTorontoDateTime(order.signedAt)} (Toronto
          time){order.signingContext === "in_person" ? ", in person" : ""}. It is now part of your contract, and a signed copy was e-mailed to you.
        </p>
      </StatePanel>
    </FocusedOnShow>
  );
}

export function DeclinedPanel({ order, focus }: { order: ClientChangeOrder; focus: boolean }) {
  return (
    <FocusedOnShow focus={focus}>
      <StatePanel tone="warning" icon="cross" title="This change order was declined">
        <p>Declined on {formatTorontoDate(order.declinedAt)}. Your contract stays as it is: this change is not part of it.</p>
        {order.declineMessage && (
          <figure className="mt-3 rounded-lg border border-amber-200 bg-white/70 p-3">
            <figcaption className="text-sm font-semibold text-stone-700">Your message</figcaption>
            <blockquote className="mt-1 whitespace-pre-line break-words text-stone-900">{order.declineMessage}</blockquote>
          </figure>
        )}
        <p className="mt-3">
          Changed your mind, or want a different change? <ContactLinks />
        </p>
      </StatePanel>
    </FocusedOnShow>
  );
}

/** `message`: the server's words when it refused a signature, else the same sentence for a date already past. */
export function ExpiredPanel({ message, expiresOn, focus }: { message: string; expiresOn: string | null; focus: boolean }) {
  return (
    <FocusedOnShow focus={focus}>
      <StatePanel tone="warning" icon="clock" title="This change order has expired">
        <p>{message}</p>
        {expiresOn && <p className="mt-2">The last day to sign it was {formatCalendarDate(expiresOn)}.</p>}
        <p className="mt-3">
          Your contract stays as it is. <ContactLinks />
        </p>
      </StatePanel>
    </FocusedOnShow>
  );
}
