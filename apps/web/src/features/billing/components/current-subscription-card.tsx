import { subscriptionStatusLabel } from "@yq/form-schema/subscription-status";
import { format } from "date-fns";
import { useEffect } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@yq/form-schema/money-format";
import { ESSENTIAL_PLAN } from "@yq/form-schema/plan-catalogue";
import { toastError } from "@/lib/toast";
import type { SubscriptionStatus } from "../api/get-subscription";
import { useOpenBillingPortal } from "../api/open-billing-portal";

type Subscription = NonNullable<SubscriptionStatus["subscription"]>;

const date = (seconds: number | null) => (seconds === null ? "—" : format(new Date(seconds * 1000), "MMMM d, yyyy"));

const PRICE = { monthly: ESSENTIAL_PLAN.monthlyPrice, annual: ESSENTIAL_PLAN.annualPrice } as const;

/** What happens when the current period ends, from the stored subscription. */
function periodEndText({ currentPeriodEnd, cancelAtPeriodEnd, plan }: Subscription): string | null {
  if (currentPeriodEnd === null) return null;
  if (cancelAtPeriodEnd) return `Ends on ${date(currentPeriodEnd)}, your forms stop taking quotes then.`;
  return plan
    ? `Renews on ${date(currentPeriodEnd)} for ${formatPrice(PRICE[plan])}.`
    : `Renews on ${date(currentPeriodEnd)}.`;
}

export function CurrentSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd } = subscription;
  const portal = useOpenBillingPortal();
  const { reset } = portal;
  // Coming back from Stripe with the Back button restores this page as it was left (see plan-card.tsx).
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reset]);
  const ending = periodEndText(subscription);

  async function manageBilling() {
    try {
      const { url } = await portal.mutateAsync();
      window.location.assign(url);
    } catch (err) {
      toastError("Error", err instanceof ApiError && err.status > 0 ? err.message : "Failed to open billing.");
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Subscription</CardTitle>
        <CardDescription>{ESSENTIAL_PLAN.name}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={status === "past_due" ? "warning" : "success"}>{subscriptionStatusLabel(status)}</Badge>
          </dd>
          <dt className="text-muted-foreground">Current period ends</dt>
          <dd>{date(currentPeriodEnd)}</dd>
          {trialEnd !== null && (
            <>
              <dt className="text-muted-foreground">Trial ends</dt>
              <dd>{date(trialEnd)}</dd>
            </>
          )}
        </dl>
        {status === "past_due" && (
          <p className="mt-4 text-sm text-amber-700">
            Your last payment did not go through. Stripe will retry; please check your card.
          </p>
        )}
        {ending && (
          <p className={cancelAtPeriodEnd ? "mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800" : "mt-4 text-sm"}>
            {ending}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" onClick={manageBilling} disabled={portal.isPending || portal.isSuccess}>
          {portal.isPending || portal.isSuccess ? "Opening billing…" : "Manage billing"}
        </Button>
      </CardFooter>
    </Card>
  );
}
