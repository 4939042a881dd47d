import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { Logo } from "@/components/logo";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { isAdminRole } from "@yq/form-schema/roles";
import { roleQuery, sessionQuery, useSession, type Me } from "@/lib/session";
import { toastError } from "@/lib/toast";
import { useHydrated } from "@/lib/use-hydrated";
import { AuthForm, type AuthMode } from "./auth-form";
import { TwoFactorStep } from "./two-factor-step";

/**
 * Admins go to the /admin page they asked for (or /admin), or first to their profile when the
 * server requires them to set up two-factor authentication; everyone else to /dashboard.
 */
export function destinationAfterSignIn(me: Me, requested: string | undefined) {
  if (isAdminRole(me.role) && me.mustEnrolTwoFactor) return "/profile";
  if (isAdminRole(me.role)) return requested?.startsWith("/admin") ? requested : "/admin";
  return "/dashboard";
}

export function AuthPage() {
  const [chosenMode, setMode] = useState<AuthMode | null>(null);
  // After a right password on an account with two-factor on, the card asks for the code.
  const [codeStep, setCodeStep] = useState(false);
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  // /auth?mode=signup (the landing page's sign-up links) opens on Create Account. The page is
  // prerendered without a query, so the query is read once the script runs.
  const mode: AuthMode = chosenMode ?? (hydrated && searchParams.get("mode") === "signup" ? "sign-up" : "sign-in");
  const [notice, setNotice] = useState<string | null>(null);
  const [linkNoticeDismissed, setLinkNoticeDismissed] = useState(false);
  // Better Auth sends a failed email confirmation back here with ?error=…; the prerendered page
  // cannot know the query, so the notice appears once the script has taken the page over.
  const linkNotice =
    hydrated && !linkNoticeDismissed && searchParams.get("error")
      ? "This confirmation link is invalid or has expired. Sign in to get a new one."
      : null;
  const shownNotice = notice ?? linkNotice;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const requested = (location.state as { from?: string } | null)?.from;
  const { data: session } = useSession();

  /** The role decides where to go; when it cannot be read, the dashboard (which needs none). */
  async function onSignedIn() {
    queryClient.removeQueries({ queryKey: roleQuery.queryKey });
    try {
      const me = await queryClient.fetchQuery(roleQuery);
      queryClient.setQueryData(sessionQuery.queryKey, me);
      navigate(destinationAfterSignIn(me, requested), { replace: true });
    } catch (err) {
      console.warn("Role lookup after sign-in failed", err);
      toastError("Error", "Failed to verify user role. Redirecting to dashboard.");
      // The dashboard's guard needs the new session, which the role lookup did not bring.
      await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => null);
      navigate("/dashboard", { replace: true });
    }
  }

  // While the session is being asked for, the form shows (the page is prerendered with it);
  // a visitor already signed in moves on when the answer comes.
  if (session) return <Navigate to={destinationAfterSignIn(session, requested)} replace />;

  if (codeStep) {
    return (
      <div className="flex min-h-screen flex-col items-center justify-start gap-6 p-4 pt-12 sm:justify-center sm:pt-4">
        <Logo to="/" />
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle className="text-2xl">Two-factor authentication</CardTitle>
            <CardDescription>Your password was right. One more step to sign in.</CardDescription>
          </CardHeader>
          <CardContent>
            <TwoFactorStep onSignedIn={onSignedIn} onStartAgain={() => setCodeStep(false)} />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    // On a phone the card hangs from the top instead of being centred: a notice appearing (or the
    // page painted before its HTML has all arrived) then grows it downwards without moving what
    // is already on screen.
    <div className="flex min-h-screen flex-col items-center justify-start gap-6 p-4 pt-12 sm:justify-center sm:pt-4">
      <Logo to="/" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">{mode === "sign-in" ? "Sign In" : "Create Account"}</CardTitle>
          <CardDescription>
            {mode === "sign-in"
              ? "Sign in to manage your quote forms and leads."
              : "Create an account to build your instant-quote form."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {shownNotice && <Alert>{shownNotice}</Alert>}
          <AuthForm
            mode={mode}
            onSignedIn={onSignedIn}
            onNeedsConfirmation={() => setNotice("Check your email for the confirmation link.")}
            onNeedsCode={() => setCodeStep(true)}
          />
          <p className="text-center text-sm text-muted-foreground">
            {mode === "sign-in" ? "New to YardQuote?" : "Already have an account?"}{" "}
            <button
              type="button"
              // Nothing would answer it before the script has taken the prerendered page over.
              disabled={!hydrated}
              className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => {
                setNotice(null);
                setLinkNoticeDismissed(true);
                setMode(mode === "sign-in" ? "sign-up" : "sign-in");
              }}
            >
              {mode === "sign-in" ? "Create an account" : "Sign in"}
            </button>
          </p>
          {mode === "sign-in" && (
            <p className="text-center text-sm">
              <Link to="/auth/reset-password" className="text-muted-foreground underline-offset-4 hover:underline">
                Forgot password?
              </Link>
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
