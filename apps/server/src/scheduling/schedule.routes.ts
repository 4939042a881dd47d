import { daysBetween } from "@yq/form-schema/scheduling/calendar-day";
import { DEFAULT_AVAILABILITY, availabilitySchema, calendarDaySchema } from "@yq/form-schema/scheduling/availability";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { ownerOrigin } from "../lib/site-origin";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { feedView, renewFeed } from "./calendar-feed.service";
import { availabilityView, saveAvailability } from "./schedule-settings";
import { VISIT_NOT_FOUND, listVisits, setVisitStatus } from "./visits.service";

const doc = routeDocs({
  name: "Schedule",
  description: "When the business works, and the visits its customers booked.",
});

/** The longest stretch one request lists: two months of a calendar. */
const MAX_VISITS_SPAN_DAYS = 62;

const visitsQuerySchema = z
  .object({ from: calendarDaySchema, to: calendarDaySchema })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The end date must be on or after the start date." })
  .refine((q) => daysBetween(q.from, q.to) <= MAX_VISITS_SPAN_DAYS, {
    path: ["to"],
    message: `Ask for at most ${MAX_VISITS_SPAN_DAYS} days at a time.`,
  });

export const scheduleRoutes = new Hono<AppEnv>()
  .get("/availability", doc("The owner's availability and time zone"), requireUser, async (c) =>
    c.json(await availabilityView(c.get("deps").db, currentUser(c).id)),
  )
  .put(
    "/availability",
    doc("Save the owner's availability", {
      examples: { weekdays: { ...DEFAULT_AVAILABILITY, bookingOn: true, blackoutDates: ["2027-07-05"] } },
    }),
    requireUser,
    validate("json", availabilitySchema),
    async (c) => c.json(await saveAvailability(c.get("deps").db, currentUser(c).id, c.req.valid("json"))),
  )
  .get(
    "/visits",
    doc("The owner's visits between two days", { description: "Ordered by date, then customer." }),
    requireUser,
    validate("query", visitsQuerySchema),
    async (c) => {
      const { from, to } = c.req.valid("query");
      return c.json({ visits: await listVisits(c.get("deps").db, currentUser(c).id, from, to) });
    },
  )
  .post(
    "/visits/:visitId/done",
    doc("Mark a visit done", { errors: { 409: "The visit was cancelled." } }),
    requireUser,
    idParams(VISIT_NOT_FOUND, "visitId"),
    async (c) =>
      c.json({ visit: await setVisitStatus(c.get("deps").db, currentUser(c).id, c.req.param("visitId"), "done") }),
  )
  .post(
    "/visits/:visitId/skip",
    doc("Skip a visit", { description: "Frees its place on its day.", errors: { 409: "The visit was cancelled." } }),
    requireUser,
    idParams(VISIT_NOT_FOUND, "visitId"),
    async (c) =>
      c.json({ visit: await setVisitStatus(c.get("deps").db, currentUser(c).id, c.req.param("visitId"), "skipped") }),
  )
  .get(
    "/feed",
    doc("The owner's calendar feed", {
      description: "Whether a feed address was made; the address itself is shown only when made (url is null here).",
    }),
    requireUser,
    async (c) => c.json(await feedView(c.get("deps").db, currentUser(c).id)),
  )
  .post(
    "/feed",
    doc("Make or renew the calendar feed's address", {
      description: "Answers the new secret address once; the previous address stops working.",
    }),
    requireUser,
    async (c) => {
      const origin = ownerOrigin(c.req.raw, c.get("deps").env);
      return c.json(await renewFeed(c.get("deps").db, currentUser(c).id, origin));
    },
  );
