import { dayOf } from "@yq/form-schema/scheduling/calendar-day";
import type { VisitStatus } from "@yq/form-schema/scheduling/booking";
import * as rruleModule from "rrule";

// How a booked series now differs from the rule it was booked with, for the invite that tells a
// customer's calendar about a change (visit-invite.ts): the occurrences moved to another day and
// the ones cancelled. No column remembers a moved visit's first day; the occurrences left without
// a visit are paired, in date order, with the visits now off the rule's days. Visits keep their
// order when moved (a move onto a day the plan already visits is refused: visit-moves.ts), so
// the pairing finds each visit's occurrence.

const { rrulestr } = ((rruleModule as { default?: typeof rruleModule }).default ?? rruleModule) as typeof rruleModule;

/** The days the stored rule (bookings.rule) gives, its EXDATEs left out. */
export function ruleDays(rule: string): string[] {
  return rrulestr(rule, { forceset: true })
    .all()
    .map((d) => dayOf(d));
}

export type SeriesChanges = {
  /** Occurrence (its RECURRENCE-ID) → the day its visit is on now. */
  moved: { occurrence: string; day: string }[];
  /** Occurrences no longer visited: cancelled in place, or moved and then cancelled. */
  cancelled: string[];
};

export function seriesChanges(
  occurrences: readonly string[],
  current: readonly { day: string; status: VisitStatus }[],
): SeriesChanges {
  const onRule = new Set(occurrences);
  const visited = new Set(current.map((v) => v.day));
  const orphans = occurrences.filter((day) => !visited.has(day)).sort();
  const displaced = current.filter((v) => !onRule.has(v.day)).sort((a, b) => a.day.localeCompare(b.day));
  const cancelled = current.filter((v) => onRule.has(v.day) && v.status === "cancelled").map((v) => v.day);
  const moved: SeriesChanges["moved"] = [];
  orphans.forEach((occurrence, i) => {
    const visit = displaced[i];
    if (!visit) return;
    if (visit.status === "cancelled") cancelled.push(occurrence);
    else moved.push({ occurrence, day: visit.day });
  });
  return { moved, cancelled: [...new Set(cancelled)].sort() };
}
