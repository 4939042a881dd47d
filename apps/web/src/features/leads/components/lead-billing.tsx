import { CHARGE_STATUS_LABELS, type ChargeStatus, type ChargeView } from "@yq/form-schema/charges";
import { centsText } from "@yq/form-schema/money-format";
import { CHARGE_TIMING_LABELS } from "@yq/form-schema/payment-settings";
import { PLAN_LABELS } from "@yq/form-schema/pricing/plans";
import { format } from "date-fns";
import { ConfirmationDialog } from "@/components/confirmation-dialog";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useLeadBilling, useRefundCharge } from "../api/lead-billing";

// The lead's plan billing in its dialog (decision 122): the plan and how its card is charged,
// paused or cancelled, each charge with its Stripe id and refund, and what is still owed. Every
// figure is the server's (GET /api/leads/:leadId/billing).

const VARIANT: Record<ChargeStatus, "secondary" | "success" | "warning" | "destructive" | "outline"> = {
  pending: "secondary",
  succeeded: "success",
  failed: "destructive",
  requires_action: "destructive",
  refunded: "outline",
};

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy");

function Figure({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={strong ? "font-semibold tabular-nums" : "tabular-nums"}>{centsText(cents)}</dd>
    </div>
  );
}

function RefundButton({ leadId, charge }: { leadId: string; charge: ChargeView }) {
  const refund = useRefundCharge(leadId);
  const amount = centsText(charge.amountCents);
  async function confirm() {
    try {
      await refund.mutateAsync(charge.id);
    } catch (err) {
      toastError("Not refunded", errorMessage(err, "The charge could not be refunded. Please try again."));
      return false;
    }
    toastSuccess("Refunded", `${amount} goes back to the customer's card.`);
    return true;
  }
  return (
    <ConfirmationDialog
      trigger={
        <Button size="sm" variant="outline" className="h-8" aria-label={`Refund ${amount} for ${charge.label}`}>
          Refund
        </Button>
      }
      title={`Refund ${amount}?`}
      description={`The whole ${amount} of "${charge.label}" goes back to the customer's card through your Stripe account. A refund cannot be undone.`}
      confirmLabel={`Refund ${amount}`}
      pendingLabel="Refunding…"
      destructive
      onConfirm={confirm}
    />
  );
}

function ChargeItem({ leadId, charge }: { leadId: string; charge: ChargeView }) {
  const failed = charge.status === "failed" || charge.status === "requires_action";
  return (
    <li className="flex flex-col gap-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 break-words font-medium">{charge.label}</span>
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={VARIANT[charge.status]}>{CHARGE_STATUS_LABELS[charge.status]}</Badge>
          <span className="tabular-nums">{centsText(charge.amountCents)}</span>
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="min-w-0 break-all">
          {charge.stripePaymentIntentId ? (
            <span className="font-mono">{charge.stripePaymentIntentId}</span>
          ) : (
            "Not sent to Stripe yet"
          )}
          {(failed || charge.attempt > 1) && ` · attempt ${charge.attempt}`}
          {charge.nextRetryAt && ` · next try ${when(charge.nextRetryAt)}`}
        </span>
        {charge.status === "succeeded" && charge.stripePaymentIntentId && (
          <RefundButton leadId={leadId} charge={charge} />
        )}
      </div>
      {failed && charge.failureMessage && <p className="text-xs text-destructive">{charge.failureMessage}</p>}
    </li>
  );
}

/** The Billing section's body for one lead. */
export function LeadBillingPanel({ leadId }: { leadId: string }) {
  const query = useLeadBilling(leadId);
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
        <p>The billing could not be loaded. {errorMessage(query.error, "Please try again.")}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? "Retrying…" : "Try again"}
        </Button>
      </div>
    );
  }
  const billing = query.data;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">Plan</dt>
        <dd>{billing.plan ? PLAN_LABELS[billing.plan] : "Not booked yet"}</dd>
        {billing.chargeTiming && (
          <>
            <dt className="text-muted-foreground">Charged</dt>
            <dd>{CHARGE_TIMING_LABELS[billing.chargeTiming]}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Card</dt>
        <dd>{billing.cardSaved ? "Saved for the plan's charges" : "No card saved"}</dd>
      </dl>
      {billing.cancelledAt ? (
        <Alert variant="destructive" className="flex-col">
          <p className="font-medium">Cancelled on {when(billing.cancelledAt)}</p>
          {billing.cancelReason && <p className="whitespace-pre-line break-words">Reason: {billing.cancelReason}</p>}
        </Alert>
      ) : billing.pausedAt ? (
        <Alert variant="destructive" className="flex-col">
          <p className="font-medium">Paused since {when(billing.pausedAt)}</p>
          <p>The card failed its last retry: the next visits wait until the customer updates their card.</p>
        </Alert>
      ) : null}
      {billing.charges.length === 0 ? (
        <p className="text-sm text-muted-foreground">No charges yet</p>
      ) : (
        <ul aria-label="Charges" className="flex flex-col divide-y rounded-md border">
          {billing.charges.map((charge) => (
            <ChargeItem key={charge.id} leadId={leadId} charge={charge} />
          ))}
        </ul>
      )}
      <dl aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Billed" cents={billing.billedCents} />
        <Figure label="Refunded" cents={billing.refundedCents} />
        <Figure label="Failed" cents={billing.failedCents} />
        <Figure label="Balance owed" cents={billing.balanceCents} strong />
      </dl>
    </div>
  );
}
