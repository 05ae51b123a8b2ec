/** The admin's own account: changing the password, ending every session, and the signature for contracts. */
import { queryOptions } from "@tanstack/react-query";
import type { ContractorSignatureAnswer, MessageAnswer } from "@shared/api/responses";
import type { ChangePasswordInput, ContractorSignatureInput } from "@shared/account-rules";
import { getAnswer, sendForAnswer } from "@/lib/api";
import { adminCall } from "./admin-reads";

export const changePassword = (input: ChangePasswordInput) => sendForAnswer<MessageAnswer>("POST", "/api/admin/password", input);

export const signOutEverywhere = () => sendForAnswer<MessageAnswer>("POST", "/api/admin/sign-out-everywhere");

const contractorSignaturePath = "/api/admin/contractor-signature";

export const contractorSignatureKey = ["admin", "contractor-signature"] as const;

export const contractorSignatureQuery = () =>
  queryOptions({
    queryKey: contractorSignatureKey,
    queryFn: () => getAnswer<ContractorSignatureAnswer>(contractorSignaturePath),
    ...adminCall,
  });

export const saveContractorSignature = (input: ContractorSignatureInput) =>
  sendForAnswer<ContractorSignatureAnswer>("PUT", contractorSignaturePath, input);

export const removeContractorSignature = () => sendForAnswer<ContractorSignatureAnswer>("DELETE", contractorSignaturePath);
