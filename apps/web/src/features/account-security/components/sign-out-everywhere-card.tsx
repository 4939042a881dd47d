import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { authApi } from "@/lib/auth-api";
import { toastError, toastSuccess } from "@/lib/toast";

export function SignOutEverywhereCard() {
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  async function signOutEverywhere() {
    setBusy(true);
    try {
      await authApi.signOutEverywhere();
      toastSuccess("Signed out everywhere", "Every device signed in to your account has been signed out.");
      // Signing out lands on the landing page, as the menu's Logout does (src/lib/use-logout.ts):
      // leave the protected page first, or its guard would send us to /auth.
      await navigate("/", { replace: true });
      queryClient.setQueryData(["session"], null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    } catch (err) {
      toastError("Error", err instanceof Error ? err.message : "Could not sign out everywhere.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Security</CardTitle>
        <CardDescription>
          Lost a phone or used a shared computer? End every session of your account, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={signOutEverywhere} disabled={busy}>
          {busy ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </CardContent>
    </Card>
  );
}
