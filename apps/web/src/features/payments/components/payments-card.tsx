import type { ConnectStatus } from "@yq/form-schema/payment";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-client";
import { usePaymentsAccount } from "../api/get-payments-account";
import { toastError, toastSuccess } from "@/lib/toast";
import { useConnectStripe } from "../api/connect-stripe";
import { useDisconnectStripe } from "../api/disconnect-stripe";
import { useRefreshAccount } from "../api/refresh-payments-account";

const STATUS: Record<
  ConnectStatus,
  { label: string; variant: "secondary" | "warning" | "success" | "destructive"; text: string }
> = {
  not_connected: {
    label: "Not connected",
    variant: "secondary",
    text: "Connect your own Stripe account to take a deposit, the first charge or a card on file when a customer accepts a quote. Payments go straight to your account; we add no fee on top of Stripe's.",
  },
  pending: {
    label: "Pending",
    variant: "warning",
    text: "Stripe still needs some details before your account can take payments. Continue where you left off.",
  },
  connected: {
    label: "Connected",
    variant: "success",
    text: "Your Stripe account takes payments. Choose what to ask for in each form's Settings step.",
  },
  restricted: {
    label: "Restricted",
    variant: "destructive",
    text: "Stripe has limited your account until it gets more information. Open Stripe to fix it; forms take plain accepts meanwhile.",
  },
};

/** The owner's own Stripe account: status, onboarding on Stripe's hosted flow, disconnect. */
export function PaymentsCard() {
  const [params, setParams] = useSearchParams();
  const back = params.get("payments");
  const { data, isPending, isError } = usePaymentsAccount();
  const connect = useConnectStripe();
  const refresh = useRefreshAccount();
  const disconnect = useDisconnectStripe();
  const refreshed = useRef(false);

  // Back from Stripe's onboarding: read the account's state from Stripe once, then tidy the URL.
  useEffect(() => {
    if (!back || refreshed.current || !data?.accountId) return;
    refreshed.current = true;
    refresh.mutate(undefined, {
      onSuccess: (account) => {
        if (account.status === "connected") toastSuccess("Stripe connected", "Your forms can now take payments.");
      },
      onSettled: () => setParams({}, { replace: true }),
    });
  }, [back, data?.accountId, refresh, setParams]);

  async function onboard() {
    try {
      const { url } = await connect.mutateAsync();
      window.location.assign(url);
    } catch (err) {
      toastError("Could not open Stripe", errorMessage(err, "Please try again."));
    }
  }

  async function disconnectAccount() {
    try {
      await disconnect.mutateAsync();
      return true;
    } catch (err) {
      toastError("Could not disconnect", errorMessage(err));
      return false;
    }
  }

  if (isPending) return <Spinner label="Loading payments" />;
  if (isError) return null;
  if (!data.billingEnabled) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Payments</CardTitle>
          <CardDescription>
            Billing is not set up on this server, so customers cannot pay when they accept a quote.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const status = STATUS[data.status];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Payments</CardTitle>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <CardDescription>Accept credit cards when a customer accepts a quote. Commission free.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>{status.text}</p>
        {data.accountId && <p className="text-muted-foreground">Stripe account {data.accountId}</p>}
        {refresh.isPending && <Spinner label="Checking your Stripe account" className="p-0" />}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button onClick={onboard} disabled={connect.isPending}>
          {data.status === "not_connected"
            ? "Connect with Stripe"
            : data.status === "connected"
              ? "Reconnect"
              : "Continue on Stripe"}
        </Button>
        {data.accountId && (
          <ConfirmationDialog
            trigger={<Button variant="outline">Disconnect</Button>}
            title="Disconnect your Stripe account?"
            description="Customers will no longer be asked to pay when they accept. Your Stripe account and its payments stay yours at Stripe."
            cancelLabel="Keep connected"
            confirmLabel="Disconnect"
            destructive
            onConfirm={disconnectAccount}
          />
        )}
      </CardFooter>
    </Card>
  );
}
