import { AFFECTED_REASON_TEXT, type AffectedVisit } from "@yq/form-schema/scheduling/schedule-actions";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { dayName } from "../utils/calendar-days";
import { MoveVisitDialog } from "./move-visit-dialog";

type Props = {
  affected: AffectedVisit[];
  /** Today in the business's zone. */
  today: string;
};

/**
 * The booked visits the availability leaves on a day the business no longer works or that holds
 * more than it allows. They stay booked until the owner moves them; nothing is dropped.
 */
export function AffectedVisitsCard({ affected, today }: Props) {
  const [moving, setMoving] = useState<AffectedVisit | null>(null);
  if (affected.length === 0) return null;
  const count = `${affected.length} booked ${affected.length === 1 ? "visit is" : "visits are"}`;
  return (
    <Card className="border-amber-300">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-amber-600" aria-hidden />
          Visits to move
        </CardTitle>
        <CardDescription>
          {count} on days your availability no longer allows. They stay booked until you move them; each customer is
          emailed the new day.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Visits to move" className="flex flex-col divide-y">
          {affected.map((visit) => (
            <li key={visit.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {visit.customerName ?? "Customer"} · {dayName(visit.date)}
                </p>
                <p className="text-muted-foreground">
                  {AFFECTED_REASON_TEXT[visit.reason]}
                  {visit.serviceName ? ` · ${visit.serviceName}` : ""}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Move ${visit.customerName ?? "the"} visit on ${dayName(visit.date)}`}
                onClick={() => setMoving(visit)}
              >
                Move
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      <MoveVisitDialog visit={moving} today={today} onClose={() => setMoving(null)} />
    </Card>
  );
}
