import { useQuery } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { Button, LinkButton, buttonClasses } from "@/components/ui/button";
import { toast } from "@/components/ui/toast-store";
import { useAdminEmail } from "@/features/admin/admin-layout";
import { RecentContracts, RecentQuotes, StatCards, WaitingLeads, dashboardStats } from "@/features/admin/dashboard";
import { FollowUpsDueCard } from "@/features/admin-lists/follow-ups-due-card";
import { MailFailingWarning } from "@/features/mail-admin/mail-failing-warning";
import { ExportLinks } from "@/features/payments/export-links";
import { MoneySummary } from "@/features/payments/money-summary";
import { useSignOut } from "@/features/admin/mutations";
import { loginPath } from "@/features/admin/session";
import { LoadingState, PageContainer, StatePanel } from "@/components/ui/panels";
import { contractsQuery } from "@/api/contracts";
import { liveAdminReads } from "@/api/admin-reads";
import { leadsQuery } from "@/api/leads";
import { adminSummaryQuery } from "@/api/payments";
import { quotesQuery } from "@/api/quotes";
import { PageMeta } from "@/lib/page-meta";

function LogoutButton() {
  const [, navigate] = useLocation();
  const logout = useSignOut({
    onSuccess: () => {
      toast({ title: "Logged out" });
      navigate(loginPath);
    },
    onError: () => toast({ title: "Logout error", description: "Something went wrong during logout", variant: "destructive" }),
  });
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      Logout
    </Button>
  );
}

export default function AdminDashboardPage() {
  const email = useAdminEmail();
  // Read again while the dashboard is open: clients accept, sign and ask for changes elsewhere.
  const quotes = useQuery({ ...quotesQuery(), ...liveAdminReads });
  const contracts = useQuery({ ...contractsQuery(), ...liveAdminReads });
  const requests = useQuery({ ...leadsQuery(), ...liveAdminReads });
  const summary = useQuery({ ...adminSummaryQuery(), ...liveAdminReads });

  const loading = quotes.isPending || contracts.isPending;
  const failed = quotes.isError || contracts.isError;

  return (
    <PageContainer width="wide">
      <PageMeta title="Admin Dashboard | Forma Concrete" description="Quotes, contracts and revenue." path="/admin" noindex />
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-dark">Admin</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">Dashboard</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-stone-700">
              Welcome back, <span className="break-words font-semibold text-stone-950">{email || "admin"}</span>
            </p>
            <LogoutButton />
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/create-quote" variant="gold">
            Create New Quote
          </LinkButton>
          <a href="/" target="_blank" rel="noopener" className={buttonClasses("outline")}>
            View Website<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>

      <div className="mt-8 flex flex-col gap-6">
        <MailFailingWarning />
        {loading ? (
          <LoadingState label="Loading dashboard data..." />
        ) : failed ? (
          <StatePanel
            tone="danger"
            title="The dashboard could not load"
            role="alert"
            actions={
              <Button variant="dark" onClick={() => Promise.all([quotes.refetch(), contracts.refetch()])}>
                Try again
              </Button>
            }
          >
            Check the connection and try again.
          </StatePanel>
        ) : (
          <>
            <StatCards stats={dashboardStats(quotes.data.quotes, contracts.data.contracts)} />
            <MoneySummary />
            <WaitingLeads
              requests={requests.data?.quoteRequests ?? []}
              quotes={quotes.data.quotes}
              changeRequests={summary.data?.quotes.changes_requested ?? 0}
            />
            <FollowUpsDueCard />
            <div className="grid gap-6 lg:grid-cols-2">
              <RecentQuotes quotes={quotes.data.quotes} />
              <RecentContracts contracts={contracts.data.contracts} />
            </div>
            <ExportLinks />
          </>
        )}
      </div>
    </PageContainer>
  );
}
