/**
 * Said at the top of the mail page when no mail server is set: the messages listed are only written
 * as files on the server, and nobody (client or owner) receives them. Shows nothing when mail goes
 * out by SMTP.
 */
import type { MailDeliveryView } from "@shared/api/responses";

export function MailDeliveryNotice({ delivery }: { delivery: MailDeliveryView }) {
  if (delivery.mode !== "files") return null;
  return (
    <section
      aria-labelledby="mail-delivery-notice-title"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:px-5"
      data-testid="mail-delivery-notice"
    >
      <h2 id="mail-delivery-notice-title" className="font-semibold">
        No mail server is set: e-mails are not delivered
      </h2>
      <p className="mt-1 text-sm">
        Every message below is only written as a file in{" "}
        <code className="wrap-anywhere rounded bg-amber-100 px-1 py-0.5 font-mono text-[0.8125rem]">{delivery.folder}</code> on the server. Nobody
        receives it: not your clients, not you.
      </p>
      <p className="mt-1 text-sm">
        To deliver mail, set <code className="rounded bg-amber-100 px-1 py-0.5 font-mono text-[0.8125rem]">SMTP_URL</code> to your mail server's
        address (for example{" "}
        <code className="wrap-anywhere rounded bg-amber-100 px-1 py-0.5 font-mono text-[0.8125rem]">smtps://user:password@smtp.example.com:465</code>,
        as in <code className="rounded bg-amber-100 px-1 py-0.5 font-mono text-[0.8125rem]">.env.example</code>) and restart the server. Messages
        still waiting then go out; those already written to files are not sent again.
      </p>
    </section>
  );
}
