import { centsText } from "@yq/form-schema/money-format";
import type { ChargeStatus } from "@yq/form-schema/charges";
import type { ScheduledVisit, VisitStatus } from "@yq/form-schema/scheduling/booking";
import { MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const STATUS: Record<VisitStatus, { label: string; variant: "secondary" | "success" | "warning" | "outline" }> = {
  scheduled: { label: "Scheduled", variant: "secondary" },
  done: { label: "Done", variant: "success" },
  skipped: { label: "Skipped", variant: "warning" },
  cancelled: { label: "Cancelled", variant: "outline" },
  paused: { label: "Paused: payment failed", variant: "warning" },
};

/** What the crew needs to know of a visit's charge (decision 122): failed or paid; processing says nothing. */
const CHARGE: Partial<Record<ChargeStatus, { label: string; variant: "success" | "destructive" }>> = {
  succeeded: { label: "Paid", variant: "success" },
  failed: { label: "Payment failed", variant: "destructive" },
  requires_action: { label: "Payment failed", variant: "destructive" },
};

const mapsLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

export type VisitActions = {
  onDone: (visit: ScheduledVisit) => void;
  onSkip: (visit: ScheduledVisit) => void;
  onMove: (visit: ScheduledVisit) => void;
  onCancelRest: (visit: ScheduledVisit) => void;
};

type Props = VisitActions & {
  visit: ScheduledVisit;
  /** A mark of this visit is on its way to the server. */
  busy: boolean;
  /** On the day's route: its stop number, or "unplaced" when the visit has no map point. */
  stop?: number | "unplaced";
};

/** One visit on a day: who, where, what, and the crew's one tap once it is done or skipped. */
export function VisitCard({ visit, onDone, onSkip, onMove, onCancelRest, busy, stop }: Props) {
  const name = visit.customerName ?? "Customer";
  const status = STATUS[visit.status];
  const charge = visit.chargeStatus ? CHARGE[visit.chargeStatus] : undefined;
  const service = [visit.serviceName, visit.sizeLabel].filter(Boolean).join(" · ");
  return (
    <article aria-label={name} className="flex flex-col gap-1.5 rounded-md border bg-background p-2.5 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-1">
        <p className="flex items-baseline gap-1.5 font-medium break-words">
          {typeof stop === "number" && (
            <span
              aria-label={`Stop ${stop}`}
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground"
            >
              {stop}
            </span>
          )}
          {name}
        </p>
        <span className="flex flex-wrap gap-1">
          {stop === "unplaced" && <Badge variant="outline">No map point</Badge>}
          <Badge variant={status.variant}>{status.label}</Badge>
          {charge && <Badge variant={charge.variant}>{charge.label}</Badge>}
          {visit.rescheduleAskedAt && <Badge variant="warning">Asked to reschedule</Badge>}
        </span>
      </div>
      {visit.address && (
        <a
          href={mapsLink(visit.address)}
          target="_blank"
          rel="noreferrer"
          className="flex items-start gap-1 break-words text-muted-foreground underline-offset-4 hover:underline"
        >
          <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0">{visit.address}</span>
        </a>
      )}
      {service && <p className="break-words">{service}</p>}
      <p className="text-muted-foreground">
        {visit.priceCents !== null && (
          <span className="font-medium text-foreground">{centsText(visit.priceCents)}</span>
        )}
        {visit.priceCents !== null && " · "}
        {visit.scheduleText}
      </p>
      {visit.status === "scheduled" && (
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Button size="sm" className="h-8 flex-1" disabled={busy} onClick={() => onDone(visit)}>
            Done
          </Button>
          <Button size="sm" variant="outline" className="h-8 flex-1" disabled={busy} onClick={() => onSkip(visit)}>
            Skip
          </Button>
          <Button size="sm" variant="outline" className="h-8 flex-1" disabled={busy} onClick={() => onMove(visit)}>
            Move
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="h-8 flex-1 text-destructive"
            disabled={busy}
            onClick={() => onCancelRest(visit)}
          >
            Cancel rest
          </Button>
        </div>
      )}
    </article>
  );
}
