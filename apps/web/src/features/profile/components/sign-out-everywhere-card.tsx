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
      queryClient.clear();
      toastSuccess("Signed out everywhere", "Every device signed in to your account has been signed out.");
      navigate("/auth", { replace: true });
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
