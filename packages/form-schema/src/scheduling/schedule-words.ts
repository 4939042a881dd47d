import type { Plan } from "../pricing/plans";
import { calendarDayText } from "./calendar-day";

// How a booked series is told to the visitor, the owner's schedule and the emails: one wording.

/**
 * "Weekly from Tuesday, May 4", "One visit on Tuesday, May 4", "6 rounds from …". `rounds`:
 * a program's rounds, when known. Snow plans book no date; their series starts with the season.
 */
export function scheduleText(plan: Plan, firstDate: string, rounds?: number): string {
  const from = calendarDayText(firstDate);
  switch (plan) {
    case "weekly":
      return `Weekly from ${from}`;
    case "biweekly":
      return `Every two weeks from ${from}`;
    case "monthly":
      return `Monthly from ${from}`;
    case "one_time":
      return `One visit on ${from}`;
    case "program":
      if (rounds === 1) return `One round on ${from}`;
      return rounds ? `${rounds} rounds from ${from}` : `Rounds from ${from}`;
    case "per_push":
    case "seasonal":
      return "With the season, after each snowfall";
  }
}
