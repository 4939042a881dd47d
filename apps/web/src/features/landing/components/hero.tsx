import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ESSENTIAL_PLAN } from "@yq/form-schema/plan-catalogue";

export function Hero() {
  return (
    <section className="mx-auto max-w-4xl px-4 pb-10 pt-16 text-center md:pt-24">
      <p className="mb-4 inline-block rounded-full bg-secondary px-3 py-1 text-sm font-medium text-primary">
        For lawn care, landscaping and snow removal businesses
      </p>
      <h1 className="text-4xl font-bold tracking-tight md:text-6xl">Turn website visitors into booked lawn jobs</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
        Build instant-quote forms with dynamic pricing by yard size and conditional logic, and embed them on your own
        website.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/auth?mode=signup">
            Start your {ESSENTIAL_PLAN.trialDays}-day free trial <ArrowRight />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#pricing">See pricing</a>
        </Button>
      </div>
    </section>
  );
}
