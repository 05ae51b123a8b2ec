/** Call and e-mail the business: the ways out of a quote or link the client can no longer act on. */
import { ExternalButton } from "@/components/ui/button";
import { business } from "@shared/business";

export function ContactButtons() {
  return (
    <>
      <ExternalButton href={business.phoneHref} variant="dark">
        Call {business.phoneDisplay}
      </ExternalButton>
      <ExternalButton href={`mailto:${business.email}`} variant="outline">
        E-mail us
      </ExternalButton>
    </>
  );
}
