import { CreditCard } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useFormsLive } from "../api/get-subscription";

export const PLAN_NEEDED_TITLE = "Your forms are not live yet";
export const PLAN_NEEDED_TEXT =
  "Visitors see “This form is not available” until you subscribe. Your published forms go live as soon as you do; you can keep building and previewing them meanwhile.";

/** The Subscribe action: to the subscription page, where the plan is chosen. */
export function SubscribeButton({ size = "sm" }: { size?: "sm" | "default" }) {
  return (
    <Button size={size} asChild>
      <Link to="/subscription">
        <CreditCard aria-hidden /> Subscribe
      </Link>
    </Button>
  );
}

/**
 * Shown on the dashboard, the forms list and the builder while the server says the owner's forms
 * are not live (billing configured, no active plan). Nothing when they are, which is
 * always the case without billing.
 */
export function PlanNeededNotice() {
  const live = useFormsLive();
  if (live) return null;
  return (
    <Alert className="flex-col items-start border-amber-300 bg-amber-50 text-amber-950 sm:flex-row sm:items-center">
      <div className="flex-1">
        <p className="font-semibold">{PLAN_NEEDED_TITLE}</p>
        <p>{PLAN_NEEDED_TEXT}</p>
      </div>
      <SubscribeButton />
    </Alert>
  );
}
