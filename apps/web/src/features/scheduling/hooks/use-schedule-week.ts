import { addDays, addWeeks, isValid, startOfWeek } from "date-fns";
import { useSearchParams } from "react-router";
import { toDate, toDay } from "../utils/calendar-days";

/** Today in the business's zone: a crew in Denver starts its day by Denver's calendar, wherever the owner is. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

const mondayOf = (day: string) => toDay(startOfWeek(toDate(day), { weekStartsOn: 1 }));

/**
 * The week on screen, Monday to Sunday, kept in the address (`?week=2026-11-30`) so a reload or a
 * shared link shows the same week; without it, the business's current week.
 */
export function useScheduleWeek(timeZone: string | undefined) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const asked = params.get("week");
  const monday = asked && isValid(toDate(asked)) ? mondayOf(asked) : mondayOf(today);
  const days = Array.from({ length: 7 }, (_, i) => toDay(addDays(toDate(monday), i)));

  const show = (week: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (week) next.set("week", week);
        else next.delete("week");
        return next;
      },
      { replace: true },
    );

  return {
    days,
    today,
    isCurrentWeek: days.includes(today),
    previous: () => show(toDay(addWeeks(toDate(monday), -1))),
    next: () => show(toDay(addWeeks(toDate(monday), 1))),
    thisWeek: () => show(null),
  };
}
