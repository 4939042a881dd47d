import { wholeNumberText } from "@yq/form-schema/number-text";
import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { toastError, toastSuccess } from "@/lib/toast";
import { useClearTestRuns, useTestRuns } from "../api/test-runs";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/**
 * The owner's test runs from the builder's Preview: what they sent is kept out of
 * the submissions above, the counts and every message; here they see it and clear it. Shown only
 * when there is any.
 */
export function TestRunsSection({ formId }: { formId: string }) {
  const runs = useTestRuns(formId);
  const clear = useClearTestRuns(formId);
  if (!runs.data || runs.data.total === 0) return null;
  const { total, leads } = runs.data;
  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: ({ cleared }) =>
        toastSuccess("Test runs cleared", `${cleared} test run${cleared === 1 ? "" : "s"} removed.`),
      onError: () => toastError("Error", "The test runs could not be cleared. Please try again."),
    });
  return (
    <Card role="region" aria-labelledby="test-runs-title">
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id="test-runs-title" className="flex items-center gap-2 text-base font-semibold">
              <FlaskConical className="size-4" aria-hidden /> Test runs ({wholeNumberText(total)})
            </h2>
            <p className="text-sm text-muted-foreground">
              What you sent from Preview. Not counted as leads; no customer email, text, webhook or payment.
            </p>
          </div>
          <Button variant="outline" onClick={onClear} disabled={clear.isPending}>
            Clear test runs
          </Button>
        </div>
        <ul className="flex flex-col gap-1 text-sm">
          {leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap gap-x-3">
              <span className="tabular-nums text-muted-foreground">{when(lead.createdAt)}</span>
              <span>{lead.customerName || lead.customerEmail || "No name"}</span>
              <span className="text-muted-foreground">{lead.stage}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
