import { Check } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { formatPrice } from "@yq/form-schema/money-format";
import { ESSENTIAL_PLAN } from "@yq/form-schema/plan-catalogue";
import { toastError } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useStartCheckout } from "../api/start-checkout";

export function PlanCard() {
  const [isAnnual, setIsAnnual] = useState(false);
  const checkout = useStartCheckout();
  const { reset } = checkout;
  // Coming back from Stripe with the Back button restores this page from the cache as it was left.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, [reset]);

  async function subscribe() {
    try {
      const { url } = await checkout.mutateAsync(isAnnual);
      window.location.assign(url);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) toastError("Error", "Please sign in to subscribe");
      else
        toastError(
          "Error",
          err instanceof ApiError && err.status > 0 ? err.message : "Failed to start checkout process.",
        );
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ESSENTIAL_PLAN.name}</CardTitle>
        <CardDescription>{ESSENTIAL_PLAN.trialDays} days free trial. Cancel any time.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div role="radiogroup" aria-label="Billing period" className="inline-flex w-fit rounded-md bg-secondary p-1">
          {[false, true].map((annual) => (
            <button
              key={String(annual)}
              type="button"
              role="radio"
              aria-checked={isAnnual === annual}
              onClick={() => setIsAnnual(annual)}
              className={cn(
                "cursor-pointer rounded-sm px-4 py-1.5 text-sm font-medium",
                isAnnual === annual ? "bg-background shadow-sm" : "text-muted-foreground",
              )}
            >
              {annual ? "Annual" : "Monthly"}
            </button>
          ))}
        </div>
        <div>
          <p className="text-4xl font-bold">
            {formatPrice(isAnnual ? ESSENTIAL_PLAN.annualPrice : ESSENTIAL_PLAN.monthlyPrice)}
            <span className="text-base font-normal text-muted-foreground">{isAnnual ? "/year" : "/month"}</span>
          </p>
          {isAnnual && (
            <p className="text-sm text-muted-foreground">
              About {formatPrice(ESSENTIAL_PLAN.annualMonthlyEquivalent)} a month
            </p>
          )}
        </div>
        <FeatureList title="Core features" items={ESSENTIAL_PLAN.coreFeatures} />
        <FeatureList title="Additional" items={ESSENTIAL_PLAN.additionalFeatures} />
      </CardContent>
      <CardFooter>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={subscribe}
          disabled={checkout.isPending || checkout.isSuccess}
        >
          {checkout.isPending || checkout.isSuccess ? "Opening checkout..." : "Subscribe"}
        </Button>
      </CardFooter>
    </Card>
  );
}

function FeatureList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2">
            <Check className="size-4 text-primary" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
