import { subscriptionStatusLabel } from "@yq/form-schema/subscription-status";
import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ESSENTIAL_PLAN } from "@/lib/essential-plan";
import type { SubscriptionStatus } from "../api/get-subscription";

type Subscription = NonNullable<SubscriptionStatus["subscription"]>;

const date = (seconds: number | null) => (seconds === null ? "—" : format(new Date(seconds * 1000), "MMMM d, yyyy"));

export function CurrentSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { status, currentPeriodEnd, trialEnd, cancelAtPeriodEnd } = subscription;
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
        {cancelAtPeriodEnd && (
          <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
            Your subscription will end at the end of the current period ({date(currentPeriodEnd)}).
          </p>
        )}
      </CardContent>
    </Card>
  );
}
