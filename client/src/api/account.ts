/** The admin's own account: changing the password and ending every session. */
import type { MessageAnswer } from "@shared/api/responses";
import type { ChangePasswordInput } from "@shared/account-rules";
import { sendForAnswer } from "@/lib/api";

export const changePassword = (input: ChangePasswordInput) => sendForAnswer<MessageAnswer>("POST", "/api/admin/password", input);

export const signOutEverywhere = () => sendForAnswer<MessageAnswer>("POST", "/api/admin/sign-out-everywhere");
