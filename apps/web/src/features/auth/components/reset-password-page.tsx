import { useSearchParams } from "react-router";
import { Logo } from "@/components/logo";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { NewPasswordForm } from "./new-password-form";
import { RequestResetForm } from "./request-reset-form";

/**
 * /auth/reset-password: without a token, ask for a reset link; with ?token=... (the emailed link
 * lands here), choose the new password. ?error=... means the link was invalid or expired.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");

  return (
    <div className="flex min-h-screen flex-col items-center justify-start gap-6 p-4 pt-12 sm:justify-center sm:pt-4">
      <Logo to="/" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">{token ? "Choose a new password" : "Reset your password"}</CardTitle>
          <CardDescription>
            {token
              ? "Pick a new password for your YardQuote account."
              : "Enter the email address of your account and we will send you a link to choose a new password."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? <NewPasswordForm token={token} /> : <RequestResetForm invalidLink={params.has("error")} />}
        </CardContent>
      </Card>
    </div>
  );
}
