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
const validDay = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(toDate(value)) ? value : null;

/**
 * The week on screen, Monday to Sunday, kept in the address (`?week=2026-11-30`) so a reload or a
 * shared link shows the same week; without it, the business's current week. `?day=2026-12-01`
 * shows that one day as a route instead.
 */
export function useScheduleWeek(timeZone: string | undefined) {
  const [params, setParams] = useSearchParams();
  const today = todayIn(timeZone);
  const asked = validDay(params.get("week"));
  const day = validDay(params.get("day"));
  const monday = mondayOf(day ?? asked ?? today);
  const days = Array.from({ length: 7 }, (_, i) => toDay(addDays(toDate(monday), i)));

  const show = (next: { week?: string | null; day?: string | null }) =>
    setParams(
      (prev) => {
        const search = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(next))
          if (value) search.set(key, value);
          else search.delete(key);
        return search;
      },
      { replace: true },
    );
  const shiftDay = (by: number) => show({ day: toDay(addDays(toDate(day ?? today), by)), week: null });

  return {
    days,
    today,
    /** The one day shown as a route, or null for the week. */
    day,
    isCurrentWeek: days.includes(today),
    previous: () => (day ? shiftDay(-1) : show({ week: toDay(addWeeks(toDate(monday), -1)) })),
    next: () => (day ? shiftDay(1) : show({ week: toDay(addWeeks(toDate(monday), 1)) })),
    thisWeek: () => show(day ? { day: today, week: null } : { week: null }),
    showDay: (which: string) => show({ day: which, week: null }),
    showWeek: () => show({ day: null, week: monday }),
  };
}
