import { AppLayout, AppPageHeading } from "@/components/layout/app-layout";
import { Card, PageContainer } from "@/components/ui/panels";
import { PageMeta } from "@/lib/page-meta";
import { business } from "@shared/business";
import VerifyForm from "@/features/verify/verify-form";

export default function VerifyPage() {
  return (
    <AppLayout>
      <PageMeta
        title="Verify a Signed Contract | Forma Concrete"
        description="Check that a contract PDF was signed through Forma Concrete and has not been changed since it was signed. The file is checked and not stored."
        path="/verify"
      />
      <PageContainer>
        <div className="flex flex-col gap-8">
          <AppPageHeading eyebrow="Signed contracts" title="Verify a signed contract">
            <p>
              Every contract and change order signed through {business.host} is sent as a PDF that {business.name} signs digitally. Choose the PDF to
              check that it is one of ours and that nothing in it has changed since it was signed.
            </p>
          </AppPageHeading>
          <VerifyForm />
          <Card as="section" aria-labelledby="how-heading">
            <h2 id="how-heading" className="text-xl font-bold text-stone-950">
              How the check works
            </h2>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 leading-relaxed text-stone-700">
              <li>The PDF carries a digital signature made with {business.name}'s certificate over every byte of the file.</li>
              <li>We check that signature, and that the file is exactly the one we stored when it was signed.</li>
              <li>
                A change order is checked the same way, and the answer lists the contract and each signed change order in order, with the SHA-256
                fingerprint of each file, so every one of them can be checked on its own.
              </li>
              <li>
                After any change to the file (an edited price, a removed page, a copy saved again by another program) it no longer checks as
                unchanged. Printed copies cannot be checked this way.
              </li>
            </ul>
          </Card>
        </div>
      </PageContainer>
    </AppLayout>
  );
}
