import { useLocation, useSearch } from "wouter";
import { AdminPage } from "@/components/layout/admin-page";
import type { EmailListRequest } from "@/api/admin-mail";
import { MailList } from "@/features/mail-admin/mail-list";
import { emailListStatuses, type EmailListStatus } from "@shared/mail-list";

/** The filter and page live in the address (?status=failed&page=2), so the dashboard's warning can link to them. */
function requestFrom(search: string): EmailListRequest {
  const params = new URLSearchParams(search);
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    status: (emailListStatuses as readonly string[]).includes(status ?? "") ? (status as EmailListStatus) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function searchFor(request: EmailListRequest): string {
  const params = new URLSearchParams();
  if (request.status) params.set("status", request.status);
  if (request.page > 1) params.set("page", String(request.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

function Mail() {
  const search = useSearch();
  const [, navigate] = useLocation();
  return <MailList request={requestFrom(search)} onRequestChange={(request) => navigate(`/admin/mail${searchFor(request)}`, { replace: true })} />;
}

export default function AdminMailPage() {
  return (
    <AdminPage
      title="Mail"
      description="Outgoing e-mails: sent, waiting and failing."
      path="/admin/mail"
      width="wide"
      intro={<p>Every e-mail the site sends, newest first. Failing ones are tried again by themselves; send one now if it is urgent.</p>}
    >
      <Mail />
    </AdminPage>
  );
}
