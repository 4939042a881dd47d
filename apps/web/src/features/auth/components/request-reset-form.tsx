import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authApi } from "@/lib/auth-api";

const schema = z.object({
  email: z.string().trim().min(1, "Please enter your email address.").email("Please enter a valid email address."),
});
type Values = z.infer<typeof schema>;

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function RequestResetForm({ invalidLink }: { invalidLink: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (err) {
      setError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Alert>
          <MailCheck aria-hidden />
          <div>
            <p className="font-medium">Check your email</p>
            <p>
              If an account exists for {sentTo}, we sent it a link to reset your password. The link works once, for 60
              minutes.
            </p>
          </div>
        </Alert>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another link
        </Button>
        <BackToSignIn />
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {invalidLink && (
        <Alert variant="destructive">This reset link is invalid or has expired. Request a new one below.</Alert>
      )}
      {error && <Alert variant="destructive">{error}</Alert>}
      <div className="flex flex-col gap-2">
        <Label htmlFor="reset-email">Email</Label>
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? "reset-email-error" : undefined}
          {...form.register("email")}
        />
        {errors.email && (
          <p id="reset-email-error" className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Sending..." : "Send reset link"}
      </Button>
      <BackToSignIn />
    </form>
  );
}

export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link to="/auth" className="text-muted-foreground underline-offset-4 hover:underline">
        Back to sign in
      </Link>
    </p>
  );
}
