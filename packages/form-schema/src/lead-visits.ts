import { z } from "zod";
import { calendarDaySchema } from "./scheduling/availability";
import { VISIT_STATUSES, type VisitStatus } from "./scheduling/booking";

// A lead's booked series as the owner's lead dialog shows it (GET /api/forms/:id/leads/:leadId):
// the booking in words and each of its visits. The Schedule page lists visits by day across leads
// (ScheduledVisit); this is the same data seen from one lead.

export const leadBookingSchema = z.object({
  firstDay: calendarDaySchema,
  /** "Weekly from Tuesday, May 4" (scheduleText). */
  scheduleText: z.string(),
  /** The business's zone the days are in, e.g. "America/New_York". */
  timeZone: z.string(),
});
export type LeadBooking = z.infer<typeof leadBookingSchema>;

export const leadVisitSchema = z.object({
  id: z.string(),
  day: calendarDaySchema,
  status: z.enum(VISIT_STATUSES),
  /** What the visit is billed at; null when the booking carried no per-visit price. */
  priceCents: z.number().int().nullable(),
});
export type LeadVisit = z.infer<typeof leadVisitSchema>;

/** Spread into the lead's detail: no booking is `booking: null, visits: []`. Visits in day order. */
export const leadVisitsShape = {
  booking: leadBookingSchema.nullable(),
  visits: z.array(leadVisitSchema),
};

/** A visit's status in the owner's words, as the Schedule page's cards say it. */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  done: "Done",
  skipped: "Skipped",
  cancelled: "Cancelled",
  paused: "Paused: payment failed",
};
