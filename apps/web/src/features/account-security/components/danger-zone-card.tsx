import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { toastSuccess } from "@/lib/toast";
import { deleteAccount } from "../api/delete-account";

/** What the owner types to say they mean it: a word, not a click that can slip. */
const CONFIRM_WORD = "DELETE";
const CODE_ASKED = /authenticator app/i;

/**
 * The profile's danger zone: deleting the account takes the typed word, the
 * password and, with two-factor sign-in on, a current code; then the owner is signed out and sent
 * to the landing page.
 */
export function DangerZoneCard() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  // The session says whether two-factor is on; a server that asks for a code shows the field too.
  const [codeAsked, setCodeAsked] = useState(false);
  const needsCode = session.data?.twoFactorEnabled === true || codeAsked;
  const ready = typed.trim() === CONFIRM_WORD && password.length > 0 && (!needsCode || /^\d{6}$/.test(code.trim()));

  function reset(open: boolean) {
    if (open) return;
    setTyped("");
    setPassword("");
    setCode("");
    setProblem(null);
  }

  async function confirm(): Promise<boolean> {
    setProblem(null);
    try {
      await deleteAccount({ password, ...(needsCode ? { code: code.trim() } : {}) });
    } catch (err) {
      const message = errorMessage(err, "Your account could not be deleted.");
      if (CODE_ASKED.test(message)) setCodeAsked(true);
      setProblem(message);
      return false;
    }
    // Leave the protected pages first, or their guard would send the owner to /auth.
    await navigate("/", { replace: true });
    queryClient.setQueryData(["session"], null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    toastSuccess("Account deleted", "Your account and all its data have been deleted.");
    return true;
  }

  return (
    <Card role="region" className="border-destructive/50" aria-labelledby="danger-zone-title">
      <CardHeader>
        <CardTitle id="danger-zone-title" className="text-destructive">
          Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account cancels your subscription and removes your forms, leads, media, webhooks and settings
          for good. Download your data first if you want to keep a copy.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmationDialog
          trigger={<Button variant="destructive">Delete account</Button>}
          title="Delete your account?"
          description="This cannot be undone. Your public forms stop working at once and every lead is deleted."
          confirmLabel="Delete my account"
          pendingLabel="Deleting..."
          destructive
          confirmDisabled={!ready}
          onOpenChange={reset}
          onConfirm={confirm}
        >
          <div className="flex flex-col gap-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-confirm">
                Type <span className="font-mono font-semibold">{CONFIRM_WORD}</span> to confirm
              </Label>
              <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-password">Password</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                maxLength={128}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            {needsCode && (
              <div className="flex flex-col gap-2">
                <Label htmlFor="delete-code">Code from your authenticator app</Label>
                <Input
                  id="delete-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </div>
            )}
            {problem && (
              <p role="alert" className="text-sm text-destructive">
                {problem}
              </p>
            )}
          </div>
        </ConfirmationDialog>
      </CardContent>
    </Card>
  );
}
