import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { toastError, toastInfo, toastSuccess } from "@/lib/toast";
import { useSubscription } from "../api/get-subscription";
import { CurrentSubscriptionCard } from "./current-subscription-card";
import { PaymentsCard } from "@/features/payments/components/payments-card";
import { PlanCard } from "./plan-card";

export function SubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const checkout = params.get("checkout");
  const { data, isPending, isError, error } = useSubscription(checkout === "success");

  useEffect(() => {
    if (checkout === "success")
      toastSuccess("Checkout complete", "Your subscription shows here as soon as Stripe confirms it.");
    if (checkout === "canceled") toastInfo("Checkout canceled", "You have not been charged.");
    if (checkout === "canceled") setParams({}, { replace: true });
  }, [checkout, setParams]);
  useEffect(() => {
    // Confirmed: a reload should not announce the checkout again.
    if (checkout === "success" && data?.isSubscribed) setParams({}, { replace: true });
  }, [checkout, data?.isSubscribed, setParams]);
  useEffect(() => {
    if (isError)
      toastError(
        "Error",
        error instanceof ApiError && error.status === 401 ? "No session found" : "Failed to fetch subscription status.",
      );
  }, [isError, error]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Subscription</h1>
        <p className="text-muted-foreground">Your plan and billing</p>
      </div>
      {isPending ? (
        <Spinner label="Loading subscription" />
      ) : isError ? (
        <Alert variant="destructive">Failed to fetch subscription status. Reload the page to try again.</Alert>
      ) : !data.billingEnabled ? (
        <Card>
          <CardHeader>
            <CardTitle>Billing is not configured</CardTitle>
            <CardDescription>
              This server has no payment provider set up, so every account has full access and no subscription is
              needed.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : data.isSubscribed && data.subscription ? (
        <CurrentSubscriptionCard subscription={data.subscription} />
      ) : (
        <>
          {data.subscription?.status === "canceled" && (
            <Alert>
              Your subscription has ended. Your forms no longer take new quotes, but every lead you received is kept.
              Subscribe again to reopen them.
            </Alert>
          )}
          {checkout === "success" && (
            <Spinner label="Waiting for Stripe to confirm your subscription" className="p-2" />
          )}
          <PlanCard />
        </>
      )}
      <PaymentsCard />
    </div>
  );
}
