import { calendarDayText, WEEKDAY_NAMES } from "@yq/form-schema/scheduling/calendar-day";
import type { VisitDay } from "@yq/form-schema/scheduling/booking";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { firstFocusable, monthLabel, monthOf, monthsOf, monthWeeks, moveDay } from "./visit-days";

// One month of the days the server offered, as a grid the keyboard walks (the ARIA date-grid
// pattern): one day button in the tab order, the arrows move it, Enter or Space picks. Full and
// closed days keep their place in that walk (aria-disabled, not disabled), so a screen reader
// hears "Tuesday, May 4, full" instead of the day silently missing.

export type VisitCalendarProps = {
  /** In date order, as the server sent them. */
  days: VisitDay[];
  selected: string | null;
  onSelect: (date: string) => void;
  /** While a booking is on its way: nothing can be picked. */
  disabled?: boolean;
};

const STATUS_WORD = { open: "", full: ", full", closed: ", closed" } as const;

export function VisitCalendar({ days, selected, onSelect, disabled }: VisitCalendarProps) {
  const months = monthsOf(days);
  const start = selected ?? days.find((day) => day.status === "open")?.date ?? days[0]?.date ?? "";
  const [month, setMonth] = useState(monthOf(start));
  const [focus, setFocus] = useState(start);
  const grid = useRef<HTMLTableElement>(null);
  // Only a key moves the browser's focus: the first render and the month buttons leave it alone.
  const keyed = useRef(false);
  const labelId = useId();
  const byDate = new Map(days.map((day) => [day.date, day]));
  // After a reload the focused day may have left the range: the month's first offered day stands in.
  const current = monthOf(focus) === month && byDate.has(focus) ? focus : firstFocusable(month, days);
  const at = months.indexOf(month);

  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${current}"]`)?.focus();
  }, [current]);

  function showMonth(next: string | undefined) {
    if (!next) return;
    setMonth(next);
    setFocus(firstFocusable(next, days) ?? "");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const to = current ? moveDay(current, event.key, days) : null;
    if (!to) return;
    event.preventDefault();
    // At the range's end the focus stays: nothing for the effect to move.
    if (to === current) return;
    keyed.current = true;
    setFocus(to);
    setMonth(monthOf(to));
  }

  function pick(day: VisitDay) {
    setFocus(day.date);
    if (day.status === "open" && !disabled) onSelect(day.date);
  }

  return (
    <div className="yq-visit-calendar">
      {months.length > 1 && (
        <div className="yq-visit-month">
          <button
            type="button"
            className="yq-visit-nav"
            aria-label="Previous month"
            disabled={at <= 0}
            onClick={() => showMonth(months[at - 1])}
          >
            ‹
          </button>
          <p id={labelId} className="yq-visit-month-label" aria-live="polite">
            {monthLabel(month)}
          </p>
          <button
            type="button"
            className="yq-visit-nav"
            aria-label="Next month"
            disabled={at >= months.length - 1}
            onClick={() => showMonth(months[at + 1])}
          >
            ›
          </button>
        </div>
      )}
      {months.length === 1 && (
        <p id={labelId} className="yq-visit-month-label">
          {monthLabel(month)}
        </p>
      )}
      <table ref={grid} role="grid" className="yq-visit-grid" aria-labelledby={labelId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, days).map((week, row) => (
            <tr key={row}>
              {week.map((cell, col) => (
                <td key={col} aria-selected={cell?.date === selected ? true : undefined}>
                  {cell && cell.status === "out" ? (
                    <span className="yq-visit-day" data-status="out">
                      {Number(cell.date.slice(8))}
                    </span>
                  ) : (
                    cell && (
                      <button
                        type="button"
                        className="yq-visit-day"
                        data-status={cell.status}
                        data-date={cell.date}
                        data-selected={cell.date === selected || undefined}
                        tabIndex={cell.date === current ? 0 : -1}
                        aria-label={calendarDayText(cell.date) + STATUS_WORD[cell.status]}
                        aria-disabled={cell.status !== "open" || disabled || undefined}
                        onClick={() => pick(cell)}
                      >
                        {Number(cell.date.slice(8))}
                        {cell.status === "full" && <small aria-hidden="true">Full</small>}
                      </button>
                    )
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
