import { createHash, randomBytes } from "node:crypto";
import { DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { scheduleSettings } from "../db/schema/scheduling";
import { HttpError } from "../lib/http-error";
import { addDays } from "@yq/form-schema/scheduling/calendar-day";
import { todayIn } from "./calendar-days";
import { timeZoneOf } from "./schedule-settings";
import { calendarIn, utcDay } from "./visit-invite";
import { listVisits } from "./visits.service";

// The owner's calendar feed: a secret address a calendar app subscribes to. Only the secret's
// sha256 is stored (as lead tokens are), so the address is shown once, when made; making a new one
// replaces the hash, and the old address answers 404 from then on.

export const FEED_NOT_FOUND = "This calendar address is not in use. Make a new one on the availability page.";

/** How far back the feed reaches: last month's visits stay in the calendar. */
const FEED_DAYS_BACK = 30;
/** The feed's last day: every booked visit is within a season or 26 weeks of its booking. */
const FEED_LAST_DAY = "9999-12-31";

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest("hex");

const feedUrl = (origin: string, secret: string) => `${origin}/calendar/${secret}.ics`;

type FeedView = {
  /** The address, only in the answer that made it; null otherwise (only its hash is kept). */
  url: string | null;
  /** When the address in use was made; null before one was. */
  madeAt: string | null;
};

export async function feedView(db: Db, userId: string): Promise<FeedView> {
  const [row] = await db
    .select({ madeAt: scheduleSettings.feedMadeAt })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.userId, userId));
  return { url: null, madeAt: row?.madeAt?.toISOString() ?? null };
}

/** Makes the owner's feed address, or a new one in place of the old; its one showing. */
export async function renewFeed(db: Db, userId: string, origin: string): Promise<FeedView> {
  const secret = randomBytes(32).toString("base64url");
  const madeAt = new Date();
  const feed = { feedSecretHash: hashSecret(secret), feedMadeAt: madeAt };
  await db
    .insert(scheduleSettings)
    .values({ userId, availability: DEFAULT_AVAILABILITY, ...feed })
    .onConflictDoUpdate({ target: scheduleSettings.userId, set: feed });
  return { url: feedUrl(origin, secret), madeAt: madeAt.toISOString() };
}

/** The feed of the address's owner: their scheduled and done visits from 30 days ago on. */
export async function feedCalendar(db: Db, secret: string, host: string): Promise<string> {
  const [owner] = await db
    .select({ userId: scheduleSettings.userId })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.feedSecretHash, hashSecret(secret)));
  if (!owner) throw new HttpError(404, FEED_NOT_FOUND);
  const timeZone = await timeZoneOf(db, owner.userId);
  const from = addDays(todayIn(timeZone), -FEED_DAYS_BACK);
  const visits = await listVisits(db, owner.userId, from, FEED_LAST_DAY);
  const cal = calendarIn(timeZone, "YardQuote visits");
  for (const visit of visits) {
    if (visit.status !== "scheduled" && visit.status !== "done") continue;
    cal.createEvent({
      id: `visit-${visit.id}@${host}`,
      allDay: true,
      start: utcDay(visit.date),
      end: utcDay(addDays(visit.date, 1)),
      summary: [visit.customerName?.trim() || "Customer", visit.serviceName].filter(Boolean).join(" — "),
      location: visit.address,
      description: [visit.scheduleText, visit.status === "done" ? "Done." : null].filter(Boolean).join("\n"),
    });
  }
  return cal.toString();
}
