import {
  DEFAULT_AVAILABILITY,
  DEFAULT_SKIP_CUTOFF_HOURS,
  type Availability,
  type AvailabilitySettings,
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

/** How many hours before a visit's day its customer may still skip it (decision 122); 24 until saved. */
async function skipCutoffHoursOf(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db
    .select({ hours: scheduleSettings.skipCutoffHours })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.userId, userId));
  return row?.hours ?? DEFAULT_SKIP_CUTOFF_HOURS;
}

export async function availabilityView(db: Db, userId: string): Promise<AvailabilityView> {
  const [availability, timeZone, skipCutoffHours] = await Promise.all([
    availabilityOf(db, userId),
    timeZoneOf(db, userId),
    skipCutoffHoursOf(db, userId),
  ]);
  return { availability, timeZone, skipCutoffHours };
}

/** Saves the availability, and the skip cutoff when given (else the saved one stays). */
export async function saveAvailability(
  db: Db,
  userId: string,
  { skipCutoffHours, ...availability }: AvailabilitySettings,
): Promise<AvailabilityView> {
  const cutoff = skipCutoffHours === undefined ? {} : { skipCutoffHours };
  await db
    .insert(scheduleSettings)
    .values({ userId, availability, ...cutoff })
    .onConflictDoUpdate({ target: scheduleSettings.userId, set: { availability, ...cutoff, updatedAt: new Date() } });
  return availabilityView(db, userId);
}
