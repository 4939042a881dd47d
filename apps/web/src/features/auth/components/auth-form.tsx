import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PASSWORD_RULE } from "@yq/form-schema/password-rules";
import { authApi } from "@/lib/auth-api";
import { useHydrated } from "@/lib/use-hydrated";
import type { AuthValues } from "./auth-schemas";

export type AuthMode = "sign-in" | "sign-up";

/** The browser's own IANA zone for the new account's emails; the server takes UTC without one. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

// The rules (zod) are a third of the page's script and are not needed to show it: they load when
// the visitor focuses a field (or at the latest on submit), off the page's first load.
const loadRules = () => import("./auth-schemas");
const resolverFor =
  (mode: AuthMode): Resolver<AuthValues> =>
  async (values, context, options) => {
    const rules = await loadRules();
    return (mode === "sign-up" ? rules.signUpResolver : rules.signInResolver)(values, context, options);
  };

export function AuthForm({
  mode,
  onSignedIn,
  onNeedsConfirmation,
  onNeedsCode,
}: {
  mode: AuthMode;
  onSignedIn: () => Promise<void>;
  onNeedsConfirmation: () => void;
  /** The password was right and the account asks for a code next (two-factor-step.tsx). */
  onNeedsCode: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AuthValues>({ resolver: resolverFor(mode) });
  const { errors, isSubmitting } = form.formState;
  // The page is prerendered: until the script has taken it over, a submit would
  // be the browser's own (a GET with the password in the address), so the button waits. What is
  // typed meanwhile stays in the inputs, and the form reads it from them when it takes over.
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(async ({ email, password, companyName, phone }) => {
    setError(null);
    try {
      if (mode === "sign-in") {
        const result = await authApi.signIn(email, password);
        if (result.twoFactorRedirect) onNeedsCode();
        else await onSignedIn();
      } else {
        const result = await authApi.signUp(email, password, {
          companyName: companyName ?? "",
          phone: phone || null,
          timeZone: browserTimeZone(),
        });
        if (result.signedIn) await onSignedIn();
        else onNeedsConfirmation();
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} onFocus={() => void loadRules()} noValidate className="flex flex-col gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? "email-error" : undefined}
          {...form.register("email")}
        />
        {errors.email && (
          <p id="email-error" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      {mode === "sign-up" && (
        <>
          <div className="flex flex-col gap-2">
            <Label htmlFor="company-name">Business name</Label>
            <Input
              id="company-name"
              autoComplete="organization"
              maxLength={100}
              required
              aria-invalid={!!errors.companyName}
              aria-describedby={errors.companyName ? "company-name-error" : "company-name-hint"}
              {...form.register("companyName")}
            />
            {errors.companyName ? (
              <p id="company-name-error" className="text-sm text-destructive">
                {errors.companyName.message}
              </p>
            ) : (
              <p id="company-name-hint" className="text-sm text-muted-foreground">
                Your customers see it on the quotes and emails they get.
              </p>
            )}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="company-phone">
              Business phone <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Input
              id="company-phone"
              type="tel"
              autoComplete="tel"
              maxLength={30}
              aria-invalid={!!errors.phone}
              aria-describedby={errors.phone ? "company-phone-error" : undefined}
              {...form.register("phone")}
            />
            {errors.phone && (
              <p id="company-phone-error" className="text-sm text-destructive">
                {errors.phone.message}
              </p>
            )}
          </div>
        </>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
          required
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? "password-error" : mode === "sign-up" ? "password-rule" : undefined}
          {...form.register("password")}
        />
        {errors.password ? (
          <p id="password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        ) : (
          // The rule before the first attempt, not only after a refused one.
          mode === "sign-up" && (
            <p id="password-rule" className="text-sm text-muted-foreground">
              {PASSWORD_RULE}
            </p>
          )
        )}
      </div>
      <Button type="submit" disabled={isSubmitting || !hydrated} className="w-full">
        {isSubmitting ? "Please wait..." : mode === "sign-in" ? "Sign In" : "Create Account"}
      </Button>
    </form>
  );
}
