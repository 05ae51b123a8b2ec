import { useLocation } from "wouter";
import { AppPageHeading } from "@/components/layout/app-layout";
import { Card, PageContainer } from "@/components/ui/panels";
import { ChangePasswordForm } from "@/features/account/change-password-form";
import { ContractorSignature } from "@/features/account/contractor-signature";
import { SignatureField } from "@/features/contracts/signature-pad";
import { SignOutEverywhere } from "@/features/account/sign-out-everywhere";
import { WarrantyTermsCard } from "@/features/completion/warranty-terms-card";
import { FollowUpSettingsCard } from "@/features/follow-ups/follow-up-settings-card";
import { useAdminEmail } from "@/features/admin/admin-layout";
import { clearAdminSession, loginPath } from "@/features/admin/session";
import { PageMeta } from "@/lib/page-meta";
import { business } from "@shared/business";

function Account() {
  const [, navigate] = useLocation();
  const email = useAdminEmail();
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
      <Card aria-labelledby="contract-signature-heading" className="lg:col-span-2">
        <h2 id="contract-signature-heading" className="text-lg font-bold text-stone-950">
          Your signature on contracts
        </h2>
        <p className="mb-6 mt-1 max-w-3xl text-sm text-stone-600">
          When a client signs a contract online, it is signed for {business.name} with this signature, beside the client’s, with the name below and
          the day. Contracts already signed keep the signature they were signed with.
        </p>
        {/* The pad clients sign on, so the owner's signature is drawn the same way. */}
        <ContractorSignature signaturePad={SignatureField} />
      </Card>
      <Card aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-lg font-bold text-stone-950">
          Change password
        </h2>
        <p className="mb-6 mt-1 text-sm text-stone-600">
          Other phones and computers signed in as {email || "you"} will be signed out. This one stays signed in.
        </p>
        <ChangePasswordForm />
      </Card>
      <Card aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-bold text-stone-950">
          Lost a phone?
        </h2>
        <p className="mb-5 mt-1 text-sm text-stone-600">Sign out of the admin area on every phone and computer at once, this one too.</p>
        <SignOutEverywhere
          onSignedOut={() => {
            clearAdminSession();
            navigate(loginPath, { replace: true });
          }}
        />
      </Card>
      <WarrantyTermsCard />
      <FollowUpSettingsCard />
    </div>
  );
}

export default function AdminAccountPage() {
  return (
    <>
      <PageMeta
        title="Account | Forma Concrete Admin"
        description="Your signature on contracts, the admin password, signing out everywhere, the warranty text and the follow-up e-mails."
        path="/admin/account"
        noindex
      />
      <PageContainer width="wide">
        <AppPageHeading eyebrow="Admin" title="Account" />
        <Account />
      </PageContainer>
    </>
  );
}
