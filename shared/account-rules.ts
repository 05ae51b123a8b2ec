/**
 * The admin's own account: changing the password. Plain zod/mini, so the account page's form checks
 * exactly what POST /api/admin/password accepts.
 */
import { z } from "zod/mini";

export const passwordLimits = { min: 8, max: 200 } as const;

export const passwordMessages = {
  currentRequired: "Enter your current password",
  currentWrong: "The current password is not right",
  newTooShort: `Use at least ${passwordLimits.min} characters`,
  newTooLong: `Use at most ${passwordLimits.max} characters`,
  newSameAsCurrent: "Choose a password different from the current one",
  confirmMismatch: "The two new passwords are not the same",
} as const;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: passwordMessages.currentRequired })
      .check(z.minLength(1, passwordMessages.currentRequired), z.maxLength(passwordLimits.max, passwordMessages.currentWrong)),
    newPassword: z
      .string({ error: passwordMessages.newTooShort })
      .check(z.minLength(passwordLimits.min, passwordMessages.newTooShort), z.maxLength(passwordLimits.max, passwordMessages.newTooLong)),
    confirm: z.string({ error: passwordMessages.confirmMismatch }),
  })
  .check(
    z.refine((value) => value.confirm === value.newPassword, { message: passwordMessages.confirmMismatch, path: ["confirm"] }),
    z.refine((value) => value.newPassword !== value.currentPassword, { message: passwordMessages.newSameAsCurrent, path: ["newPassword"] }),
  );

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
