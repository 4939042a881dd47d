import {
  DEFAULT_AVAILABILITY,
  type Availability,
  type AvailabilityView,
} from "@yq/form-schema/scheduling/availability";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles } from "../db/schema/profiles";
import { scheduleSettings } from "../db/schema/scheduling";

/** The owner's availability, the defaults until they save their own. */
export async function availabilityOf(db: Pick<Db, "select">, userId: string): Promise<Availability> {
  const [row] = await db
    .select({ availability: scheduleSettings.availability })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.userId, userId));
  return row?.availability ?? DEFAULT_AVAILABILITY;
}

/** The zone the owner's dates are read in (the business profile's). */
export async function timeZoneOf(db: Pick<Db, "select">, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: profiles.timeZone }).from(profiles).where(eq(profiles.id, userId));
  return row?.timeZone ?? "UTC";
}

export async function availabilityView(db: Db, userId: string): Promise<AvailabilityView> {
  const [availability, timeZone] = await Promise.all([availabilityOf(db, userId), timeZoneOf(db, userId)]);
  return { availability, timeZone };
}

export async function saveAvailability(db: Db, userId: string, availability: Availability): Promise<AvailabilityView> {
  await db
    .insert(scheduleSettings)
    .values({ userId, availability })
    .onConflictDoUpdate({ target: scheduleSettings.userId, set: { availability, updatedAt: new Date() } });
  return availabilityView(db, userId);
}
