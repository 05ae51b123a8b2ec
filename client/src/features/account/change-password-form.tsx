/**
 * Change password: the current one, then the new one twice. The server ends every other session and
 * keeps this one signed in; a wrong current password shows on its field.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { fieldErrorsOf, showFieldErrors } from "@/lib/server-field-errors";
import { useZodForm } from "@/lib/use-zod-form";
import { changePasswordSchema, passwordLimits } from "@shared/account-rules";
import { useChangePassword } from "./mutations";

const fields = ["currentPassword", "newPassword", "confirm"] as const;

export function ChangePasswordForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(changePasswordSchema, { defaultValues: { currentPassword: "", newPassword: "", confirm: "" } });
  const errors = form.formState.errors;

  const save = useChangePassword({
    onSuccess: () => {
      setProblem(null);
      form.reset();
      toast({ title: "Password changed", description: "Other phones and computers are signed out.", variant: "success" });
    },
    onError: (error) => {
      const shown = showFieldErrors(form, fieldErrorsOf(error), fields);
      // Too many wrong passwords lasts a while: keep it on screen, not only in a toast.
      const message = error instanceof ApiError && error.code === "RATE_LIMITED" ? (error.serverMessage ?? null) : null;
      setProblem(message);
      if (!shown) toast({ title: "Password not changed", description: message ?? "Please try again.", variant: "destructive" });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="grid gap-5">
      <Field label="Current password" error={errors.currentPassword?.message} required>
        <input className={controlClasses} type="password" autoComplete="current-password" {...form.register("currentPassword")} />
      </Field>
      <Field label="New password" hint={`At least ${passwordLimits.min} characters.`} error={errors.newPassword?.message} required>
        <input className={controlClasses} type="password" autoComplete="new-password" {...form.register("newPassword")} />
      </Field>
      <Field label="New password again" error={errors.confirm?.message} required>
        <input className={controlClasses} type="password" autoComplete="new-password" {...form.register("confirm")} />
      </Field>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" variant="dark" disabled={save.isPending}>
          {save.isPending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
