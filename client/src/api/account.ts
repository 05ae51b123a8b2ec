/** The admin's own account: changing the password, ending every session, and the signature for contracts. */
import { queryOptions } from "@tanstack/react-query";
import type { ChangePasswordInput, ContractorSignatureInput } from "@shared/account-rules";
import { api } from "./endpoint";
import { adminCall } from "./admin-reads";

export const changePassword = (input: ChangePasswordInput) => api.changePassword({ body: input });

export const signOutEverywhere = () => api.signOutEverywhere();

export const contractorSignatureKey = ["admin", "contractor-signature"] as const;

export const contractorSignatureQuery = () =>
  queryOptions({
    queryKey: contractorSignatureKey,
    queryFn: () => api.getContractorSignature(),
    ...adminCall,
  });

export const saveContractorSignature = (input: ContractorSignatureInput) => api.setContractorSignature({ body: input });

export const removeContractorSignature = () => api.removeContractorSignature();
