import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import type { DayRoute } from "@yq/form-schema/scheduling/schedule-actions";
import { mapPointSchema, type MapPoint } from "@yq/form-schema/service-area";
import { and, asc, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { bookings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { outlineCentre, routeOrder } from "./route-order";

// Where a day's route starts and where each visit is on the map. The business profile keeps no
// address; the business address the owner geocoded for a form's service radius
// (service-area.ts, radius.centre) is the one the app knows, so the route starts there. A lead's
// point is its root's location (the geocoded address, or its outline's centre), else the centre
// of the lawn it outlined on the accepted record or the root.

const root = alias(formSubmissions, "root");
const accepted = alias(formSubmissions, "accepted");

/** The business address as a map point: the service radius's centre of the owner's latest form that has one. */
async function businessPoint(db: Pick<Db, "select">, userId: string) {
  const [form] = await db
    .select({ area: forms.serviceArea })
    .from(forms)
    .where(and(eq(forms.userId, userId), isNotNull(sql`${forms.serviceArea} -> 'radius' -> 'centre'`)))
    .orderBy(desc(forms.updatedAt))
    .limit(1);
  const centre = form?.area?.radius?.centre;
  return centre ? { point: { lat: centre.lat, lng: centre.lng }, label: centre.label } : null;
}

/** The day's visits (all but the cancelled) in route order, the ones without a point last. */
export async function dayRoute(db: Db, userId: string, day: string): Promise<DayRoute> {
  const [start, rows] = await Promise.all([
    businessPoint(db, userId),
    db
      .select({
        id: visits.id,
        location: root.location,
        outlines: sql<LawnOutlines | null>`coalesce(${accepted.lawnOutlines}, ${root.lawnOutlines})`,
      })
      .from(visits)
      .innerJoin(bookings, eq(bookings.id, visits.bookingId))
      .leftJoin(root, eq(root.id, visits.leadId))
      .leftJoin(
        accepted,
        and(eq(accepted.leadId, visits.leadId), eq(accepted.submissionStage, "complete"), eq(accepted.isUpsell, false)),
      )
      .where(and(eq(visits.userId, userId), eq(visits.day, day), ne(visits.status, "cancelled")))
      .orderBy(asc(bookings.createdAt), asc(visits.id)),
  ]);
  const stops = rows.map((r) => ({ id: r.id, point: pointOf(r.location) ?? centreOf(r.outlines) }));
  return { day, start: start ? { label: start.label } : null, ...routeOrder(start?.point ?? null, stops) };
}

const pointOf = (value: unknown): MapPoint | null => mapPointSchema.safeParse(value).data ?? null;

function centreOf(outlines: { coordinates?: unknown } | null): MapPoint | null {
  return Array.isArray(outlines?.coordinates) ? outlineCentre(outlines.coordinates) : null;
}
