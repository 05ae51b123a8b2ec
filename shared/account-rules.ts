/**
 * The admin's own account: changing the password. Plain zod/mini, so the account page's form checks
 * exactly what POST /api/admin/password accepts.
 */
import { z } from "zod/mini";
import { breaksOneLine } from "./text-rules";

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

/**
 * The contractor's signature the owner draws on the account screen (PUT /api/admin/contractor-signature):
 * the name printed beside it and the drawn PNG, checked like the client's signature (size, pixels,
 * not blank) by the server once it is decoded.
 */
export const contractorSignatureMessages = {
  nameRequired: "Enter the name to print beside the signature (at least 2 characters)",
  signatureRequired: "Draw the signature in the box before saving",
  notPng: "The signature must be a PNG image",
} as const;

export const contractorSignatureSchema = z.object({
  signerName: z.string({ error: contractorSignatureMessages.nameRequired }).check(
    z.trim(),
    // One line: the name is printed on the contract beside the signature.
    z.refine((value) => !breaksOneLine(value), "Please keep the name on one line"),
    z.minLength(2, contractorSignatureMessages.nameRequired),
    z.maxLength(200, "Please keep the name under 200 characters"),
  ),
  signatureData: z
    .string({ error: contractorSignatureMessages.signatureRequired })
    .check(z.minLength(1, contractorSignatureMessages.signatureRequired), z.startsWith("data:image/png;base64,", contractorSignatureMessages.notPng)),
});
export type ContractorSignatureInput = z.infer<typeof contractorSignatureSchema>;
