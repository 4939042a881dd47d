import { Check } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { formatPrice } from "@yq/form-schema/money-format";
import { ESSENTIAL_PLAN as PLAN } from "@yq/form-schema/plan-catalogue";

export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 md:px-8">
      <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight">
        Simple pricing
      </h2>
      <p className="mt-2 text-center text-muted-foreground">
        One plan with everything included. {PLAN.trialDays} days free trial.
      </p>
      <div className="mx-auto mt-10 max-w-lg rounded-xl border-2 border-primary bg-card p-8 shadow-sm">
        <h3 className="text-xl font-semibold">{PLAN.name}</h3>
        <p className="mt-4 text-5xl font-bold">
          {formatPrice(PLAN.monthlyPrice)}
          <span className="text-lg font-normal text-muted-foreground"> a month</span>
        </p>
        <p className="mt-2 text-muted-foreground">
          or {formatPrice(PLAN.annualPrice)} a year (about {formatPrice(PLAN.annualMonthlyEquivalent)} a month)
        </p>
        <p className="mt-4 inline-block rounded-full bg-secondary px-3 py-1 text-sm font-medium text-primary">
          {PLAN.trialDays} days free trial
        </p>
        <FeatureList title="Core features" items={PLAN.coreFeatures} />
        <FeatureList title="Additional features" items={PLAN.additionalFeatures} />
        <Button asChild size="lg" className="mt-8 w-full">
          <Link to="/auth?mode=signup">Get Started</Link>
        </Button>
      </div>
    </section>
  );
}

function FeatureList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="mt-6">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-2 text-sm">
            <Check className="size-4 text-primary" aria-hidden /> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
