/** Signing the admin in and out, and what the login screen shows. */
import { queryOptions } from "@tanstack/react-query";
import type { LoginInfoAnswer, MessageAnswer } from "@shared/api/responses";
import type { LoginInput } from "@shared/schema";
import { getAnswer, sendForAnswer } from "@/lib/api";

export const loginInfoQuery = () =>
  queryOptions({ queryKey: ["admin", "login-info"], queryFn: () => getAnswer<LoginInfoAnswer>("/api/admin/login-info") });

export const signIn = (credentials: LoginInput) => sendForAnswer<MessageAnswer>("POST", "/api/admin/login", credentials);

export const signOut = () => sendForAnswer<MessageAnswer>("POST", "/api/admin/logout");
