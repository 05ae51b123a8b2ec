/**
 * The business as a party on the documents that amend or follow a contract (change orders, warranty
 * certificates): the same five facts, read from shared/business.ts when the document is composed and
 * frozen into its record.
 */
import { business, businessAddressLine, salesTax } from "../../../shared/business";

export type ContractorParty = { name: string; address: string; phone: string; email: string; hstNumber: string };

export function contractorParty(): ContractorParty {
  return {
    name: business.name,
    address: businessAddressLine,
    phone: business.phoneDisplay,
    email: business.email,
    hstNumber: salesTax.registrationNumber,
  };
}
