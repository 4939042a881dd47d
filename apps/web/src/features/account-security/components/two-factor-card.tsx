import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authApi, type TwoFactorSetup } from "@/lib/auth-api";
import { roleQuery, sessionQuery, useSession } from "@/lib/session";
import { toastSuccess } from "@/lib/toast";
import { accountSessionsQuery } from "../api/get-account-sessions";

// The QR library loads only when a setup shows its code, not with the profile page.
const QrCode = lazy(() => import("./qr-code"));

type Phase =
  | { kind: "idle" }
  | { kind: "start" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[]; fresh: boolean }
  | { kind: "new-codes" }
  | { kind: "turn-off" };

/** The key an authenticator app can take by hand: the QR code's base32 secret, in groups of four. */
function manualKeyOf(totpURI: string) {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

const message = (err: unknown) => (err instanceof Error ? err.message : "Something went wrong. Please try again.");

/** One small form of the card: its fields, its error, and what its button does. */
function StepForm({
  children,
  submit,
  action,
  busyAction,
  onCancel,
}: {
  children: ReactNode;
  submit: () => Promise<void>;
  action: string;
  busyAction: string;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await submit();
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? busyAction : action}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, ...props }: { id: string; label: string } & ComponentProps<typeof Input>) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

/**
 * The profile's "Two-factor authentication" section: set up with the password, a
 * QR code (or the key typed by hand) and a first code; backup codes shown once; new backup codes
 * with the password; turned off with the password and a code.
 */
export function TwoFactorCard() {
  const { data: me } = useSession();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const enabled = me?.twoFactorEnabled ?? false;

  const go = (next: Phase) => {
    setPassword("");
    setCode("");
    setPhase(next);
  };
  // Setting it up or turning it off gives this browser a new session (Better Auth's plugin).
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    // The admin area's guard reads the role query: it must see the change at once.
    await queryClient.invalidateQueries({ queryKey: roleQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
  };

  // Setting up, new codes and turning off each ask for the password first.
  const passwordField = (id: string) => (
    <Field
      id={id}
      label="Your password"
      type="password"
      autoComplete="current-password"
      autoFocus
      value={password}
      onChange={(e) => setPassword(e.target.value)}
    />
  );

  return (
    <Card id="two-factor">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-factor authentication
          <Badge variant={enabled ? "default" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>
          {enabled
            ? "Signing in asks for a code from your authenticator app after your password."
            : "Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy...) after your password, so a stolen password is not enough."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {me?.mustEnrolTwoFactor && (
          <Alert>Admin accounts must use two-factor authentication. Set it up to open the admin area.</Alert>
        )}

        {phase.kind === "idle" && !enabled && (
          <div>
            <Button onClick={() => go({ kind: "start" })}>Set up two-factor authentication</Button>
          </div>
        )}
        {phase.kind === "idle" && enabled && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => go({ kind: "new-codes" })}>
              New backup codes
            </Button>
            <Button variant="outline" onClick={() => go({ kind: "turn-off" })}>
              Turn off
            </Button>
          </div>
        )}

        {phase.kind === "start" && (
          <StepForm
            action="Continue"
            busyAction="Please wait..."
            onCancel={() => go({ kind: "idle" })}
            submit={async () => go({ kind: "setup", setup: await authApi.enableTwoFactor(password) })}
          >
            {passwordField("two-factor-password")}
          </StepForm>
        )}

        {phase.kind === "setup" && (
          <StepForm
            action="Turn on"
            busyAction="Checking..."
            onCancel={() => go({ kind: "idle" })}
            submit={async () => {
              await authApi.verifyTotp(code.replace(/\s/g, ""));
              await refresh();
              go({ kind: "codes", codes: phase.setup.backupCodes, fresh: false });
            }}
          >
            <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
              <li>Scan this QR code with your authenticator app.</li>
              <Suspense fallback={<div className="size-48 rounded-md border" aria-hidden />}>
                <QrCode value={phase.setup.totpURI} label="QR code for your authenticator app" />
              </Suspense>
              <li>
                Or type this key into the app by hand:
                <code
                  data-testid="two-factor-key"
                  className="mt-1 block w-fit rounded bg-muted px-1.5 py-0.5 font-mono break-words"
                >
                  {manualKeyOf(phase.setup.totpURI)}
                </code>
              </li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <Field
              id="two-factor-setup-code"
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </StepForm>
        )}

        {phase.kind === "codes" && (
          <div className="flex flex-col gap-3">
            <Alert>
              {phase.fresh ? "Your old backup codes no longer work. " : "Two-factor authentication is on. "}
              Save these backup codes somewhere safe: each one signs you in once if you lose your phone. They are shown
              only now.
            </Alert>
            <ul
              aria-label="Backup codes"
              className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm"
            >
              {phase.codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div>
              <Button onClick={() => go({ kind: "idle" })}>I have saved them</Button>
            </div>
          </div>
        )}

        {phase.kind === "new-codes" && (
          <StepForm
            action="Make new codes"
            busyAction="Please wait..."
            onCancel={() => go({ kind: "idle" })}
            submit={async () => {
              const { backupCodes } = await authApi.newBackupCodes(password);
              go({ kind: "codes", codes: backupCodes, fresh: true });
            }}
          >
            <p className="text-sm text-muted-foreground">New codes replace the old ones, used or not.</p>
            {passwordField("two-factor-codes-password")}
          </StepForm>
        )}

        {phase.kind === "turn-off" && (
          <StepForm
            action="Turn off two-factor authentication"
            busyAction="Turning off..."
            onCancel={() => go({ kind: "idle" })}
            submit={async () => {
              await authApi.disableTwoFactor(password, code.trim());
              await refresh();
              go({ kind: "idle" });
              toastSuccess("Two-factor authentication is off", "Signing in asks only for your password now.");
            }}
          >
            {passwordField("two-factor-off-password")}
            <Field
              id="two-factor-off-code"
              label="Code from your authenticator app, or a backup code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </StepForm>
        )}
      </CardContent>
    </Card>
  );
}
