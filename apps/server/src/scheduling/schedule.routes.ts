import { daysBetween } from "@yq/form-schema/scheduling/calendar-day";
import {
  DEFAULT_AVAILABILITY,
  availabilitySettingsSchema,
  calendarDaySchema,
} from "@yq/form-schema/scheduling/availability";
import { cancelRestSchema, moveVisitSchema } from "@yq/form-schema/scheduling/schedule-actions";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { ownerOrigin } from "../lib/site-origin";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { feedView, renewFeed } from "./calendar-feed.service";
import { withAffected } from "./affected-visits";
import { todayIn } from "./calendar-days";
import { placesBetween } from "./day-places";
import { PLAN_NOT_FOUND, cancelRest, markDayDone, restOfPlan } from "./plan-actions";
import { availabilityOf, availabilityView, saveAvailability, timeZoneOf } from "./schedule-settings";
import { moveVisit } from "./visit-moves";
import { dayRoute } from "./visit-route";
import { VISIT_NOT_FOUND, listVisits, setVisitStatus } from "./visits.service";

const doc = routeDocs({
  name: "Schedule",
  description: "When the business works, and the visits its customers booked.",
});

/** The longest stretch one request lists: two months of a calendar. */
const MAX_VISITS_SPAN_DAYS = 62;

const spanSchema = z
  .object({ from: calendarDaySchema, to: calendarDaySchema })
  .refine((q) => q.to >= q.from, { path: ["to"], message: "The end date must be on or after the start date." })
  .refine((q) => daysBetween(q.from, q.to) <= MAX_VISITS_SPAN_DAYS, {
    path: ["to"],
    message: `Ask for at most ${MAX_VISITS_SPAN_DAYS} days at a time.`,
  });

const dayParamSchema = z.object({ day: calendarDaySchema });

export const scheduleRoutes = new Hono<AppEnv>()
  .get(
    "/availability",
    doc("The owner's availability and time zone", {
      description:
        "With the scheduled visits it leaves on closed or overfull days (affected), for the owner to move, and " +
        "how many hours before a visit's day its customer can still skip it from their page (skipCutoffHours).",
    }),
    requireUser,
    async (c) => {
      const { db } = c.get("deps");
      const userId = currentUser(c).id;
      return c.json(await withAffected(db, userId, await availabilityView(db, userId)));
    },
  )
  .put(
    "/availability",
    doc("Save the owner's availability", {
      description: "skipCutoffHours (0 to 168) is kept as saved when left out.",
      examples: {
        weekdays: { ...DEFAULT_AVAILABILITY, bookingOn: true, blackoutDates: ["2027-07-05"] },
        skipUntilTwoDaysBefore: { ...DEFAULT_AVAILABILITY, bookingOn: true, skipCutoffHours: 48 },
      },
    }),
    requireUser,
    validate("json", availabilitySettingsSchema),
    async (c) => {
      const { db } = c.get("deps");
      const userId = currentUser(c).id;
      // Nothing booked is dropped: the visits the new settings leave on closed or overfull days are listed.
      return c.json(await withAffected(db, userId, await saveAvailability(db, userId, c.req.valid("json"))));
    },
  )
  .get(
    "/days",
    doc("The owner's days between two days: open, full or closed, with their places"),
    requireUser,
    validate("query", spanSchema),
    async (c) => {
      const { db } = c.get("deps");
      const userId = currentUser(c).id;
      const { from, to } = c.req.valid("query");
      const [availability, timeZone] = await Promise.all([availabilityOf(db, userId), timeZoneOf(db, userId)]);
      const days = await placesBetween(db, userId, availability, from, to);
      return c.json({ timeZone, today: todayIn(timeZone), days });
    },
  )
  .post(
    "/days/:day/done",
    doc("Mark every scheduled visit of a day done", {
      description: "Marking the day again changes nothing.",
      errors: { 422: "The day is still ahead." },
    }),
    requireUser,
    validate("param", dayParamSchema),
    async (c) => c.json(await markDayDone(c.get("deps"), currentUser(c).id, c.req.valid("param").day)),
  )
  .get(
    "/days/:day/route",
    doc("A day's visits in route order", {
      description: "Nearest next from the business address; visits without a map point last (unplaced).",
    }),
    requireUser,
    validate("param", dayParamSchema),
    async (c) => c.json(await dayRoute(c.get("deps").db, currentUser(c).id, c.req.valid("param").day)),
  )
  .post(
    "/visits/:visitId/move",
    doc("Move a scheduled visit to another day", {
      description:
        "Takes the new day's place and gives the old one's back; the customer gets an email with a new invite.",
      errors: {
        409: "The day is full, or the visit is not scheduled.",
        422: "The day is in the past, closed or outside the season.",
      },
      examples: { nextTuesday: { day: "2027-05-11" } },
    }),
    requireUser,
    idParams(VISIT_NOT_FOUND, "visitId"),
    validate("json", moveVisitSchema),
    async (c) =>
      c.json(await moveVisit(c.get("deps"), currentUser(c).id, c.req.param("visitId"), c.req.valid("json").day)),
  )
  .get(
    "/bookings/:bookingId/rest",
    doc("What cancelling the rest of a plan would cancel"),
    requireUser,
    idParams(PLAN_NOT_FOUND, "bookingId"),
    validate("query", cancelRestSchema),
    async (c) =>
      c.json(
        await restOfPlan(c.get("deps").db, currentUser(c).id, c.req.param("bookingId"), c.req.valid("query").from),
      ),
  )
  .post(
    "/bookings/:bookingId/cancel-rest",
    doc("Cancel the rest of a plan", {
      description:
        "The plan is marked cancelled and every visit still to come (scheduled or paused) on or after `from` " +
        "(today) is cancelled and its place given back; plan.cancelled is sent with cancelledBy owner.",
      examples: { fromToday: {}, fromADay: { from: "2027-06-01" } },
    }),
    requireUser,
    idParams(PLAN_NOT_FOUND, "bookingId"),
    validate("json", cancelRestSchema),
    async (c) =>
      c.json(await cancelRest(c.get("deps"), currentUser(c).id, c.req.param("bookingId"), c.req.valid("json").from)),
  )
  .get(
    "/visits",
    doc("The owner's visits between two days", { description: "Ordered by date, then customer." }),
    requireUser,
    validate("query", spanSchema),
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
      c.json({ visit: await setVisitStatus(c.get("deps"), currentUser(c).id, c.req.param("visitId"), "done") }),
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
