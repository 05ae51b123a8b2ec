/**
 * A warning that mail is failing (some message not sent and its last attempt failed), linking to
 * /admin/mail. Shows nothing while all is well, while loading, or when the count cannot be read
 * (the page it sits on reports its own problems).
 */
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { failingEmailCountQuery } from "@/api/admin-mail";

export function MailFailingWarning() {
  const failing = useQuery(failingEmailCountQuery());
  if (!failing.data) return null;
  const count = failing.data;
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:px-5" data-testid="mail-failing-warning">
      <p className="font-semibold">
        {count === 1 ? "1 e-mail could not be sent." : `${count} e-mails could not be sent.`} They are tried again by themselves.
      </p>
      <p className="mt-1 text-sm">
        <Link href="/admin/mail?status=failed" className="font-semibold underline underline-offset-2 hover:text-amber-800">
          See what failed and send again
        </Link>
      </p>
    </div>
  );
}
