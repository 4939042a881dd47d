import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authApi } from "@/lib/auth-api";
import { toastSuccess } from "@/lib/toast";
import { PASSWORD_RULE } from "@yq/form-schema/password-rules";
import { newPasswordSchema } from "./auth-schemas";
import { BackToSignIn } from "./request-reset-form";

const schema = z
  .object({
    password: newPasswordSchema,
    confirm: z.string().min(1, "Please repeat your new password."),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The passwords do not match." });
type Values = z.infer<typeof schema>;

const EXPIRED = "This reset link is invalid or has expired.";

/** Sets the new password with the token from the emailed link; the token works once. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await authApi.resetPassword(token, password);
      toastSuccess("Password updated", "Sign in with your new password.");
      navigate("/auth", { replace: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : "Something went wrong. Please try again.";
      setError(/invalid token/i.test(message) ? EXPIRED : message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && (
        <Alert variant="destructive">
          <p>
            {error}{" "}
            {error === EXPIRED && (
              <Link to="/auth/reset-password" replace className="font-medium underline underline-offset-4">
                Request a new link
              </Link>
            )}
          </p>
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="new-password">New password</Label>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          autoFocus
          required
          aria-invalid={!!errors.password}
          aria-describedby={errors.password ? "new-password-error" : "new-password-hint"}
          {...form.register("password")}
        />
        {errors.password ? (
          <p id="new-password-error" className="text-sm text-destructive">
            {errors.password.message}
          </p>
        ) : (
          <p id="new-password-hint" className="text-sm text-muted-foreground">
            {PASSWORD_RULE}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="confirm-password">Confirm new password</Label>
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          aria-invalid={!!errors.confirm}
          aria-describedby={errors.confirm ? "confirm-password-error" : undefined}
          {...form.register("confirm")}
        />
        {errors.confirm && (
          <p id="confirm-password-error" className="text-sm text-destructive">
            {errors.confirm.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Saving..." : "Set new password"}
      </Button>
      <BackToSignIn />
    </form>
  );
}
