import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULE } from "@yq/form-schema/password-rules";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toastSuccess } from "@/lib/toast";
import { ChangePasswordError, useChangePassword } from "../api/change-password";

// The account's password rule (form-schema/password-rules.ts), checked again by the server.
const schema = z
  .object({
    current: z.string().min(1, "Please enter your current password."),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters for your new password.`)
      .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters for your new password.`),
    confirm: z.string().min(1, "Please repeat your new password."),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The new passwords do not match." })
  .refine((v) => v.password !== v.current, {
    path: ["password"],
    message: "Choose a new password that differs from your current one.",
  });
type Values = z.infer<typeof schema>;

type FieldProps = {
  name: keyof Values;
  label: string;
  autoComplete: string;
  error?: string;
  hint?: string;
  form: ReturnType<typeof useForm<Values>>;
};

function PasswordField({ name, label, autoComplete, error, hint, form }: FieldProps) {
  const id = `change-password-${name}`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...form.register(name)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/**
 * Changes the password with the current one, and signs every other device out: a password is
 * usually changed because someone else may know it.
 */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current: "", password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ current, password }) => {
    setError(null);
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: password });
    } catch (err) {
      if (err instanceof ChangePasswordError && err.wrongCurrentPassword) {
        form.setError("current", { message: err.message }, { shouldFocus: true });
      } else {
        setError(err instanceof Error ? err.message : "Your password could not be changed. Please try again.");
      }
      return;
    }
    form.reset();
    toastSuccess("Password changed", "Use your new password next time. Every other device has been signed out.");
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Changing it signs out every other device where your account is signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change password">
          {error && (
            <Alert variant="destructive">
              <p>{error}</p>
            </Alert>
          )}
          <PasswordField
            form={form}
            name="current"
            label="Current password"
            autoComplete="current-password"
            error={errors.current?.message}
          />
          <PasswordField
            form={form}
            name="password"
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint={PASSWORD_RULE}
          />
          <PasswordField
            form={form}
            name="confirm"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirm?.message}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Changing..." : "Change password"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
