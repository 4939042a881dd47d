import { z } from "zod";

// When a business can come: the days it works, how many visits a day its crews do, how far ahead
// a first visit may be booked, the days it is closed and the season of its recurring work. One
// set per account, because the crews are the business's, not a form's. The dates are read in the
// business profile's time zone (business-profile.ts).

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const MAX_CREWS = 50;
export const MAX_VISITS_PER_CREW = 40;
export const MAX_DAYS_AHEAD = 365;
export const MAX_BLACKOUT_DATES = 200;

/** A calendar day, "2027-05-04", with a real date behind it. */
export const calendarDaySchema = z
  .string("Enter a date.")
  .regex(DAY, "Enter the date as YYYY-MM-DD.")
  .refine((value) => {
    const [y, m, d] = value.split("-").map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, d!));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
  }, "That date does not exist.");

/** A day that comes back every year, "04-01" (MM-DD). */
const monthDaySchema = z.string().regex(MONTH_DAY, "Enter the season's day as MM-DD, for example 04-01.");

export const availabilitySchema = z
  .object({
    /** Whether a visitor who accepts picks the first visit on a calendar. */
    bookingOn: z.boolean(),
    workingDays: z
      .array(z.number().int().min(0).max(6))
      .min(1, "Choose at least one working day.")
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    crews: z
      .number("Enter how many crews you run.")
      .int("Enter a whole number of crews.")
      .min(1, "Enter at least one crew.")
      .max(MAX_CREWS, `Enter at most ${MAX_CREWS} crews.`),
    visitsPerCrew: z
      .number("Enter how many visits a crew does in a day.")
      .int("Enter a whole number of visits.")
      .min(1, "A crew does at least one visit a day.")
      .max(MAX_VISITS_PER_CREW, `Enter at most ${MAX_VISITS_PER_CREW} visits a crew a day.`),
    earliestDaysAhead: z
      .number("Enter the soonest a first visit can be, in days.")
      .int("Enter a whole number of days.")
      .min(0, "The soonest can be today (0 days) at the earliest.")
      .max(MAX_DAYS_AHEAD, `Enter at most ${MAX_DAYS_AHEAD} days.`),
    latestDaysAhead: z
      .number("Enter the latest a first visit can be, in days.")
      .int("Enter a whole number of days.")
      .min(1, "The latest must be at least 1 day ahead.")
      .max(MAX_DAYS_AHEAD, `Enter at most ${MAX_DAYS_AHEAD} days.`),
    blackoutDates: z
      .array(calendarDaySchema)
      .max(MAX_BLACKOUT_DATES, `Keep at most ${MAX_BLACKOUT_DATES} closed days.`)
      .transform((days) => [...new Set(days)].sort()),
    /** The season of recurring work; its later visits stop at its end. Null: all year. */
    season: z.object({ start: monthDaySchema, end: monthDaySchema }).nullable(),
  })
  .refine((a) => a.latestDaysAhead >= a.earliestDaysAhead, {
    path: ["latestDaysAhead"],
    message: "The latest day must be on or after the soonest day.",
  });

export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

/** What a two-crew mowing business would pick: weekdays, 8 lawns a crew, 2 to 30 days ahead, April to October. */
export const DEFAULT_AVAILABILITY: Availability = {
  bookingOn: false,
  workingDays: [1, 2, 3, 4, 5],
  crews: 2,
  visitsPerCrew: 8,
  earliestDaysAhead: 2,
  latestDaysAhead: 30,
  blackoutDates: [],
  season: { start: "04-01", end: "10-31" },
};

/** Visits a day can hold. */
export const dailyCapacity = (a: Pick<Availability, "crews" | "visitsPerCrew">) => a.crews * a.visitsPerCrew;

/**
 * How late a customer may skip a visit from their plan's page (decision 122): until this many
 * hours before the visit's day starts in the business's zone. Kept beside the availability in
 * schedule_settings.skip_cutoff_hours, not in its document.
 */
export const MAX_SKIP_CUTOFF_HOURS = 168;
export const DEFAULT_SKIP_CUTOFF_HOURS = 24;
export const skipCutoffHoursSchema = z
  .number("Enter how many hours before a visit customers can still skip it.")
  .int("Enter a whole number of hours.")
  .min(0, "Enter 0 hours or more (0: until the visit's day starts).")
  .max(MAX_SKIP_CUTOFF_HOURS, `Enter at most ${MAX_SKIP_CUTOFF_HOURS} hours (a week).`);

/**
 * PUT /api/schedule/availability: the availability and the skip cutoff; a body without
 * skipCutoffHours keeps the one saved.
 */
export const availabilitySettingsSchema = availabilitySchema.safeExtend({
  skipCutoffHours: skipCutoffHoursSchema.optional(),
});
export type AvailabilitySettings = z.output<typeof availabilitySettingsSchema>;
export type AvailabilitySettingsInput = z.input<typeof availabilitySettingsSchema>;

/** GET /api/schedule/availability: the settings, the zone their dates are read in and the skip cutoff. */
export type AvailabilityView = { availability: Availability; timeZone: string; skipCutoffHours: number };
