/**
 * Admin sign-in: the shared login rules, 'Sign In' / 'Signing In...', the browser flag and e-mail
 * stored on success (then the page it was asked to return to, or the dashboard), and the
 * 'Login Failed' / 'Login Error' toasts on failure.
 */
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button";
import { Field, controlClasses } from "@/components/ui/field";
import { toast } from "@/components/ui/toast-store";
import { ApiError } from "@/lib/api";
import { useZodForm } from "@/lib/use-zod-form";
import { loginSchema } from "@shared/field-rules";
import { useSignIn } from "./mutations";
import { afterSignInPath } from "./return-path";

export function LoginForm() {
  const [, navigate] = useLocation();
  // Signed out from an admin page (?next=…): back there afterwards; otherwise the dashboard.
  const returnTo = afterSignInPath(useSearch());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useZodForm(loginSchema, { defaultValues: { email: "", password: "" } });
  const errors = form.formState.errors;

  const login = useSignIn({
    onSuccess: () => {
      toast({ title: "Login Successful", description: "Welcome to the admin dashboard", variant: "success" });
      navigate(returnTo);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const message = error.serverMessage ?? "Invalid credentials";
        // Too many attempts lasts a while: keep it on screen, not only in a toast.
        setProblem(error.code === "RATE_LIMITED" ? message : null);
        toast({ title: "Login Failed", description: message, variant: "destructive" });
        return;
      }
      setProblem(null);
      toast({ title: "Login Error", description: "Something went wrong. Please try again.", variant: "destructive" });
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate className="grid gap-5">
      <Field label="Email" error={errors.email?.message} required>
        <input className={controlClasses} type="email" autoComplete="username" inputMode="email" {...form.register("email")} />
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        <input className={controlClasses} type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <Button type="submit" variant="dark" size="lg" disabled={login.isPending}>
        {login.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
