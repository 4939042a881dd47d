import { useEffect, useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { authApi } from "@/lib/auth-api";

/**
 * The second step of a sign-in with two-factor on: a code from the authenticator
 * app, or one of the backup codes. The field takes the focus, Enter submits, and a wrong or
 * already used code empties it with the server's reason above it.
 */
export function TwoFactorStep({
  onSignedIn,
  onStartAgain,
}: {
  onSignedIn: () => Promise<void>;
  onStartAgain: () => void;
}) {
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [backup, error]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Authenticator apps often show the code as "123 456".
    const value = backup ? code.trim() : code.replace(/\s/g, "");
    if (!backup && !/^\d{6}$/.test(value)) return setError("Enter the 6 digits your authenticator app shows.");
    if (backup && !value) return setError("Enter one of your backup codes.");
    setBusy(true);
    setError(null);
    try {
      await (backup ? authApi.verifyBackupCode(value) : authApi.verifyTotp(value));
      await onSignedIn();
    } catch (err) {
      setCode("");
      setError(err instanceof Error ? err.message : "Something went wrong. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {error && (
        <Alert variant="destructive" id="two-factor-error">
          {error}
        </Alert>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="two-factor-code">{backup ? "Backup code" : "Authentication code"}</Label>
        <Input
          ref={input}
          id="two-factor-code"
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={backup ? "text" : "numeric"}
          maxLength={backup ? 20 : 7}
          spellCheck={false}
          aria-invalid={!!error}
          aria-describedby={error ? "two-factor-error two-factor-hint" : "two-factor-hint"}
        />
        <p id="two-factor-hint" className="text-sm text-muted-foreground">
          {backup
            ? "Each backup code works once. You got them when you set up two-factor authentication."
            : "Open your authenticator app and enter the 6-digit code shown for YardQuote."}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? "Checking..." : "Verify"}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline"
          onClick={() => {
            setBackup(!backup);
            setCode("");
            setError(null);
          }}
        >
          {backup ? "Use your authenticator app instead" : "Use a backup code instead"}
        </button>
        <button
          type="button"
          className="cursor-pointer text-muted-foreground underline-offset-4 hover:underline"
          onClick={onStartAgain}
        >
          Back to sign in
        </button>
      </div>
    </form>
  );
}
