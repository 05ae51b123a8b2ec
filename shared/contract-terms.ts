/**
 * The eight terms of the construction contract. The contract page shows them and the server freezes
 * exactly this wording into every signed contract (and hashes it), so there is only one copy.
 */
import { business, contractTerms, promises } from "./business";

export type ContractTerm = { title: string; body: string };

const methods = contractTerms.paymentMethods.join(", ").replace(/, ([^,]*)$/, " or $1");

export const contractTermsList: readonly ContractTerm[] = [
  {
    title: "1. Scope of Work",
    body: `${business.name} will supply the labour, equipment and materials to complete the work scope and project description of the accepted quote at the project address. Work not described in the quote is not included.`,
  },
  {
    title: "2. Schedule",
    body: `Work is scheduled within a mutually agreed window after signing. Most projects are completed in ${promises.completionDays} working days. Dates may move for weather, curing conditions or permit timing; we will tell you of any change as soon as we know of it.`,
  },
  {
    title: "3. Price and Payment",
    body: `The contract price is the total cost of the accepted quote, in Canadian dollars (CAD). A deposit of ${contractTerms.depositPercent}% is due at signing and the remaining ${contractTerms.completionPercent}% on completion. Payment is accepted by ${methods}.`,
  },
  {
    title: "4. Late Payment",
    body: `Amounts unpaid 30 days after they are due carry a late charge of ${contractTerms.lateChargeMonthlyPercent}% per month (${(contractTerms.lateChargeMonthlyPercent * 12).toFixed(0)}% per year).`,
  },
  {
    title: "5. Workmanship Warranty",
    body: `${business.name} warrants its workmanship for ${promises.warrantyYears} years from completion against defects in installation, such as scaling or delamination caused by the work, and repairs such defects at no charge. The surface finish, meaning the sealer and the colour, is warranted for ${promises.finishWarrantyYears} years, as sealers wear with use and need periodic reapplication. Hairline cracking, which is natural to concrete, damage from de-icing salts, misuse, settlement of ground not prepared by us, and normal wear are not covered. The warranty applies once the project has been paid in full.`,
  },
  {
    title: "6. Site Conditions and Changes",
    body: "The client provides clear access to the work area, water and electricity, and tells us of underground services, drainage problems or known defects. Conditions that could not be seen at the site visit, and any change the client asks for, are priced in a written change order before that work goes ahead.",
  },
  {
    title: "7. Cancellation and Consumer Rights",
    body: "Under Ontario's Consumer Protection Act, 2002, the client may cancel this agreement at any time up to 10 days after receiving a written copy of it, without reason and without charge, and any deposit is refunded. After that period, the client may cancel by written notice and pays for work completed and materials ordered to that date.",
  },
  {
    title: "8. General",
    body: `This agreement, with the accepted quote, is the whole agreement between the client and ${business.name}. It is governed by the laws of the Province of Ontario. A signature drawn and submitted electronically has the same effect as a handwritten signature.`,
  },
];
