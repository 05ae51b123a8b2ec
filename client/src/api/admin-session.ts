/** What the login screen shows (signing in and out: features/admin/mutations.ts). */
import { queryOptions } from "@tanstack/react-query";
import { api } from "./endpoint";

export const loginInfoQuery = () => queryOptions({ queryKey: ["admin", "login-info"], queryFn: () => api.getLoginInfo() });
