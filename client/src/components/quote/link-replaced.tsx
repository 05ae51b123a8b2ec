/**
 * What an old client link shows once the owner replaced it (410 LINK_REPLACED): the link no longer
 * opens the quote or the contract, and whom to call for the new one.
 */
import { ContactButtons } from "./contact-buttons";
import { StatePanel } from "@/components/ui/panels";
import { business } from "@shared/business";

export function LinkReplacedPanel() {
  return (
    <StatePanel tone="warning" icon="alert" title="This link has been replaced" headingLevel={1} role="alert" actions={<ContactButtons />}>
      {`${business.name} sent you a newer link for this quote, so this one no longer opens it. Please use the link in our latest e-mail. Can't find it? Call ${business.phoneDisplay} or e-mail ${business.email} and we'll send it again.`}
    </StatePanel>
  );
}
