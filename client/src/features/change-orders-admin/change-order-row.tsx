/**
 * One change order in the contract's list: its number and state, why, what it changes and its total,
 * then what its state allows. A draft is edited or sent; a sent one's link is copied, signed here in
 * person or voided; a signed one gives its PDF and who signed, when and how; a declined one shows the
 * client's message; a voided one the reason.
 */
import { NewDesign } from "@/components/design/new-design";
import type { ReactNode } from "react";
import type { ChangeOrderStatus } from "@shared/change-orders/rules";
import { formatSignedCents } from "@shared/money";
import { torontoDate } from "@shared/quote-rules";
import { Button, buttonClasses } from "@/components/ui/button";
import { Badge } from "@/components/ui/status-badge";
import { toast } from "@/components/ui/toast-store";
import type { OwnerChangeOrder } from "@/api/change-orders-admin";
import { ApiError } from "@/lib/api";
import { formatCalendarDate, formatTorontoDateTime } from "@/lib/format";
import { useSendChangeOrder } from "./mutations";
import { OrderLines } from "./order-lines";

/** Waiting on the owner amber, with the client sky, signed green, declined red, voided grey (as the quotes' badges). */
const statusBadges: Record<ChangeOrderStatus, { tone: string; label: string }> = {
  draft: { tone: "pending", label: "Draft" },
  sent: { tone: "new", label: "Sent" },
  signed: { tone: "signed", label: "Signed" },
  declined: { tone: "rejected", label: "Declined" },
  voided: { tone: "closed", label: "Voided" },
};

/** A sent order past its last day to sign: the client's link refuses it. */
const isExpired = (order: OwnerChangeOrder) => order.status === "sent" && order.expiresOn !== null && order.expiresOn < torontoDate(new Date());

const clientLinkOf = (order: OwnerChangeOrder) =>
  order.linkPath && typeof window !== "undefined" ? `${window.location.origin}${order.linkPath}` : (order.linkPath ?? "");

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: url, variant: "success" });
  } catch {
    toast({ title: "Copy the link", description: `Your browser blocked copying: ${url}` });
  }
}

function Note({ tone = "neutral", children }: { tone?: "neutral" | "danger"; children: ReactNode }) {
  const tones = { neutral: "text-stone-700", danger: "text-red-800" };
  return <p className={`text-sm ${tones[tone]}`}>{children}</p>;
}

type Props = {
  contractId: string;
  order: OwnerChangeOrder;
  onEdit: () => void;
  onSignInPerson: () => void;
  onVoid: () => void;
};

export function ChangeOrderRow({ contractId, order, onEdit, onSignInPerson, onVoid }: Props) {
  const send = useSendChangeOrder(contractId, {
    onSuccess: ({ changeOrder }) =>
      toast({
        title: `${changeOrder.number ?? "Change order"} sent`,
        description: `The client is e-mailed its link${changeOrder.expiresOn ? ` and can sign until ${formatCalendarDate(changeOrder.expiresOn)}` : ""}.`,
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: "Not sent",
        description: (error instanceof ApiError ? error.serverMessage : undefined) ?? "The change order could not be sent. Please try again.",
        variant: "destructive",
      }),
  });
  const expired = isExpired(order);
  const badge = expired ? { tone: "expired", label: "Expired" } : statusBadges[order.status];
  const struck = order.status === "voided" || order.status === "declined";
  const title = order.number ?? "Draft";
  const link = clientLinkOf(order);

  return (
    <li
      className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0"
      data-testid="change-order"
      data-status={order.status}
      aria-label={order.number ? `${order.number}, ${badge.label}` : "Draft"}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="text-lg font-extrabold tracking-tight text-stone-950">{title}</span>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </h3>
          <p className="mt-0.5 text-sm font-medium text-stone-600">{order.reasonLabel}</p>
        </div>
        <div className="text-right tabular-nums">
          <p
            className={`text-lg font-extrabold text-stone-950 ${struck ? "text-stone-500 line-through decoration-stone-500" : ""}`}
            data-testid="order-total"
          >
            {formatSignedCents(order.totalCents)}
          </p>
          <p className="text-xs text-stone-600">incl. HST {formatSignedCents(order.hstCents)}</p>
        </div>
      </div>

      <p className="whitespace-pre-line break-words text-stone-900">{order.summary}</p>
      <NewDesign design={order.design} compact />
      <OrderLines lines={order.lines} struck={struck} />
      {order.payment.kind === "due_on_signing" && order.payment.dueOnSigningCents > 0 && (
        <Note>
          {order.payment.percent}% due on signing: {formatSignedCents(order.payment.dueOnSigningCents)}
        </Note>
      )}

      {order.status === "draft" && (
        <>
          <Note>
            Not sent yet. Created {formatTorontoDateTime(order.createdAt)}; the client has {order.validDays} {order.validDays === 1 ? "day" : "days"}{" "}
            to sign once sent.
          </Note>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="dark" disabled={send.isPending} onClick={() => send.mutate(order.id)}>
              {send.isPending ? "Sending..." : "Send to client"}
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit<span className="sr-only"> the draft</span>
            </Button>
          </div>
        </>
      )}

      {order.status === "sent" && (
        <>
          <Note tone={expired ? "danger" : "neutral"}>
            {/* The time ends in "a.m."/"p.m.": the sentence goes on after it rather than end with a second period. */}
            Sent {formatTorontoDateTime(order.sentAt)}
            {order.expiresOn &&
              (expired
                ? `; the last day to sign was ${formatCalendarDate(order.expiresOn)}: void it and send a new one.`
                : `; the client can sign until ${formatCalendarDate(order.expiresOn)}.`)}
          </Note>
          {link && (
            <a
              href={order.linkPath ?? undefined}
              target="_blank"
              rel="noreferrer"
              className="block break-all rounded-md border border-stone-200 bg-stone-50 px-3 py-2 font-mono text-xs text-stone-800 underline-offset-2 hover:underline"
              data-testid="client-link"
            >
              {link}
            </a>
          )}
          <div className="flex flex-wrap gap-2">
            {!expired && (
              <Button size="sm" variant="dark" className="w-full sm:w-auto" onClick={onSignInPerson}>
                Sign in person
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => void copyLink(link)}>
              Copy client link
            </Button>
            <Button size="sm" variant="ghost" className="text-red-800 hover:bg-red-50" onClick={onVoid}>
              Void<span className="sr-only"> {title}</span>
            </Button>
          </div>
        </>
      )}

      {order.status === "signed" && (
        <div className="flex flex-col gap-3 rounded-lg bg-emerald-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-emerald-950">
            Signed by <span className="font-semibold">{order.signerName}</span>, {formatTorontoDateTime(order.signedAt)},{" "}
            {order.signingContext === "in_person" ? "in person on this device" : "on the client's link"}.
          </p>
          {order.pdfUrl && (
            <a href={order.pdfUrl} download className={buttonClasses("outline", "sm", "shrink-0 bg-white")}>
              Download PDF<span className="sr-only"> of {title}</span>
            </a>
          )}
        </div>
      )}

      {order.status === "declined" && (
        <div className="rounded-lg bg-red-50 p-3 text-sm text-red-950">
          <p>
            <span className="font-semibold">Declined by the client</span> · {formatTorontoDateTime(order.declinedAt)}
          </p>
          {order.declineMessage ? (
            <blockquote className="mt-1 border-l-2 border-red-300 pl-3 italic wrap-anywhere">“{order.declineMessage}”</blockquote>
          ) : (
            <p className="mt-1">They left no message.</p>
          )}
        </div>
      )}

      {order.status === "voided" && (
        <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800 wrap-anywhere">
          Voided {formatTorontoDateTime(order.voidedAt)}: “{order.voidReason}”
        </p>
      )}
    </li>
  );
}
