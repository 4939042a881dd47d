import { DEFAULT_AVAILABILITY, type AvailabilityInput } from "@yq/form-schema/scheduling/availability";
import type { BookedVisits, VisitDaysView } from "@yq/form-schema/scheduling/booking";
import { and, eq } from "drizzle-orm";
import { profiles } from "../db/schema/profiles";
import { bookingDays } from "../db/schema/scheduling";
import { subscribedOwner } from "./payments-setup";
import type { TestLead } from "./public-test-helpers";
import type { TestApp } from "./test-app";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { todayIn } from "../scheduling/calendar-days";

// The scheduling tests' owner and visitor, through the routes they use.

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** An owner in `timeZone` who turned booking on: every day worked, no season, 1 to 60 days ahead unless said. */
export async function bookingOwner(
  t: TestApp,
  availability: Partial<AvailabilityInput> = {},
  timeZone = "America/New_York",
) {
  const owner = await subscribedOwner(t);
  await t.db.update(profiles).set({ timeZone }).where(eq(profiles.id, owner.userId));
  const body = {
    ...DEFAULT_AVAILABILITY,
    bookingOn: true,
    workingDays: EVERY_DAY,
    season: null,
    earliestDaysAhead: 1,
    latestDaysAhead: 60,
    ...availability,
  };
  const res = await owner.put("/api/schedule/availability", body);
  if (res.status !== 200) throw new Error(`availability failed: ${res.status} ${await res.text()}`);
  const today = todayIn(timeZone);
  return Object.assign(owner, { timeZone, today, day: (ahead: number) => addDays(today, ahead) });
}

type Visitor = Pick<TestLead, "leadId" | "token" | "headers">;

export async function visitDaysOf(t: TestApp, lead: Visitor, token = lead.token) {
  const res = await t
    .client()
    .get(`/api/public/leads/${lead.leadId}/visit-days`, { ...lead.headers, authorization: `Bearer ${token}` });
  return { status: res.status, body: (await res.json()) as VisitDaysView & { error?: string } };
}

export async function book(t: TestApp, lead: Visitor, date: string, extra: Record<string, unknown> = {}) {
  const res = await t
    .client()
    .post(`/api/public/leads/${lead.leadId}/booking`, { token: lead.token, date, ...extra }, lead.headers);
  return { status: res.status, body: (await res.json()) as { booked: BookedVisits; error?: string } };
}

/** How many of the owner's places on `day` are taken (the day counter the bookings keep). */
export async function placesTaken(t: TestApp, userId: string, day: string) {
  const [row] = await t.db
    .select({ taken: bookingDays.taken })
    .from(bookingDays)
    .where(and(eq(bookingDays.userId, userId), eq(bookingDays.day, day)));
  return row?.taken ?? 0;
}
