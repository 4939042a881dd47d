import { DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import type { ScheduledVisit, VisitStatus } from "@yq/form-schema/scheduling/booking";
import type {
  AffectedVisit,
  DayPlaces,
  DayRoute,
  ScheduleAvailabilityView,
} from "@yq/form-schema/scheduling/schedule-actions";
import { addDays } from "date-fns";
import { Hono } from "hono";
import { toDate, toDay } from "../utils/calendar-days";

// The schedule's API as the pages' tests talk to it: an HTTP stand-in that keeps the visits and
// answers each action as the server does (apps/server/src/scheduling), so a test reads what the
// page shows after the refetch, not what it guessed.

export type ScheduleServerOptions = {
  visits?: ScheduledVisit[];
  bookingOn?: boolean;
  /** Every mark, move and cancel answers this refusal. */
  refusal?: string;
  capacity?: number;
  closed?: Record<string, DayPlaces["reason"]>;
  /** The day's route; by default the visits in the order given, none unplaced. */
  route?: Omit<DayRoute, "day">;
  affected?: AffectedVisit[];
};

export function scheduleServer(options: ScheduleServerOptions = {}) {
  const { bookingOn = true, refusal, capacity = 2, closed = {} } = options;
  let visits = [...(options.visits ?? [])];
  let affected = [...(options.affected ?? [])];
  const view = (): ScheduleAvailabilityView => ({
    availability: { ...DEFAULT_AVAILABILITY, bookingOn },
    timeZone: "America/Chicago",
    skipCutoffHours: 24,
    affected,
  });
  const taken = (day: string) => visits.filter((v) => v.date === day && v.status !== "cancelled").length;
  const setStatus = (id: string, status: VisitStatus) => {
    visits = visits.map((v) => (v.id === id ? { ...v, status } : v));
    return visits.find((v) => v.id === id)!;
  };
  return new Hono()
    .get("/api/schedule/availability", (c) => c.json(view()))
    .get("/api/schedule/feed", (c) => c.json({ url: null, madeAt: null }))
    .get("/api/schedule/visits", (c) => {
      const { from, to } = c.req.query();
      return c.json({ visits: visits.filter((v) => v.date >= from! && v.date <= to!) });
    })
    .post("/api/schedule/visits/:visitId/:mark{done|skip}", (c) => {
      if (refusal) return c.json({ error: refusal }, 404);
      const status = c.req.param("mark") === "done" ? "done" : "skipped";
      return c.json({ visit: setStatus(c.req.param("visitId"), status) });
    })
    .post("/api/schedule/visits/:visitId/move", async (c) => {
      if (refusal) return c.json({ error: refusal }, 409);
      const { day } = (await c.req.json()) as { day: string };
      const visit = visits.find((v) => v.id === c.req.param("visitId"))!;
      visits = visits.map((v) => (v.id === visit.id ? { ...v, date: day } : v));
      affected = affected.filter((v) => v.id !== visit.id);
      return c.json({ visit: { ...visit, date: day }, from: visit.date });
    })
    .get("/api/schedule/days", (c) => {
      const { from, to } = c.req.query();
      const days: DayPlaces[] = [];
      for (let day = from!; day <= to!; day = toDay(addDays(toDate(day), 1))) {
        const reason = closed[day] ?? null;
        const n = taken(day);
        days.push({
          date: day,
          reason,
          taken: n,
          capacity,
          status: reason ? "closed" : n >= capacity ? "full" : "open",
        });
      }
      return c.json({ timeZone: "America/Chicago", today: from, days });
    })
    .post("/api/schedule/days/:day/done", (c) => {
      const day = c.req.param("day");
      const marked = visits.filter((v) => v.date === day && v.status === "scheduled");
      for (const v of marked) setStatus(v.id, "done");
      return c.json({ done: marked.length, visits: visits.filter((v) => v.date === day) });
    })
    .get("/api/schedule/days/:day/route", (c) => {
      const day = c.req.param("day");
      const ofDay = visits.filter((v) => v.date === day).map((v) => v.id);
      return c.json({ day, ...(options.route ?? { start: null, order: ofDay, unplaced: [] }) });
    })
    .get("/api/schedule/bookings/:bookingId/rest", (c) => {
      const from = c.req.query("from")!;
      const rest = visits.filter(
        (v) => v.bookingId === c.req.param("bookingId") && v.status === "scheduled" && v.date >= from,
      );
      return c.json({
        bookingId: c.req.param("bookingId"),
        from,
        customerName: rest[0]?.customerName ?? null,
        scheduleText: rest[0]?.scheduleText ?? "",
        days: rest.map((v) => v.date).sort(),
      });
    })
    .post("/api/schedule/bookings/:bookingId/cancel-rest", async (c) => {
      if (refusal) return c.json({ error: refusal }, 404);
      const { from } = (await c.req.json()) as { from: string };
      const rest = visits.filter(
        (v) => v.bookingId === c.req.param("bookingId") && v.status === "scheduled" && v.date >= from,
      );
      for (const v of rest) setStatus(v.id, "cancelled");
      return c.json({ cancelled: rest.length, from });
    });
}
