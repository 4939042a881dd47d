import { z } from "zod";
import type { ChargeStatus } from "../charges";
import { PLANS } from "../pricing/plans";
import { calendarDaySchema } from "./availability";

// The first visit a visitor picks after accepting, and the visits that follow from it.

/** A day on the visitor's calendar: open with places left, full, or closed (not worked, closed day, out of season). */
export type VisitDayStatus = "open" | "full" | "closed";
export type VisitDay = { date: string; status: VisitDayStatus };

/**
 * GET /api/public/leads/:leadId/visit-days. `offered` false: nothing to pick (booking is off, no
 * accept, a plan that books no date); `reason` says why in the visitor's words, `booked` is the
 * booking already made (a visitor who comes back sees it, not the calendar again).
 */
export type VisitDaysView = {
  offered: boolean;
  reason: string | null;
  timeZone: string;
  days: VisitDay[];
  booked: BookedVisits | null;
  /** Out of season: the first day of the next season, where the days on offer begin; else null. */
  seasonOpens: string | null;
};

/** POST /api/public/leads/:leadId/booking */
export const bookingRequestSchema = z.object({
  token: z.string().optional(),
  /** Back from Stripe Checkout: the return address's key stands in for the token. */
  returnKey: z.string().max(200).optional(),
  date: calendarDaySchema,
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** paused: kept on the schedule, not done or charged, while the plan's card fails (decision 122). */
export const VISIT_STATUSES = ["scheduled", "done", "skipped", "cancelled", "paused"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** A booking's visits as the visitor and the emails are told them. */
export const bookedVisitsSchema = z.object({
  plan: z.enum(PLANS),
  firstDate: calendarDaySchema,
  /** "Weekly from Tuesday, May 4" */
  scheduleText: z.string(),
  dates: z.array(calendarDaySchema),
});
export type BookedVisits = z.infer<typeof bookedVisitsSchema>;

/** GET /api/schedule/visits?from&to: one visit on the owner's schedule. */
export type ScheduledVisit = {
  id: string;
  /** The plan the visit belongs to (cancel the rest of it). */
  bookingId: string;
  leadId: string;
  formId: string;
  date: string;
  status: VisitStatus;
  /** The visit's charge on the saved card, when it has one (decision 122). */
  chargeStatus: ChargeStatus | null;
  /** When the customer asked from their page to move it; null otherwise. */
  rescheduleAskedAt: string | null;
  customerName: string | null;
  address: string | null;
  serviceName: string | null;
  sizeLabel: string | null;
  priceCents: number | null;
  scheduleText: string;
};
