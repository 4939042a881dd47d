import type { BookedVisits, VisitDaysView } from "@yq/form-schema/scheduling/booking";
import { useEffect, useRef, useState } from "react";
import { failureToast } from "./request-failure";
import { readError, RequestError, type Lead } from "./transport";
import { VisitCalendar } from "./visit-calendar";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";

// After the accept (and the payment it asked for), the visitor picks the first visit on the days
// the business has room; the later visits follow from the plan and the server says them. A chunk
// of its own, loaded from the result step only, so the form's first download does not carry it.

export type VisitPickerProps = {
  lead: Lead;
  apiBase?: string;
  /** Back from Stripe Checkout the token is empty: the return address's key stands in for it. */
  returnKey?: string;
  /** Called once the server says there is no day to pick (nothing offered, or already booked). */
  onNothingToPick?: () => void;
  /** Called when the server says whether a first visit is offered (or already booked) here. */
  onOffered?: (offered: boolean) => void;
};

type Days = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; view: VisitDaysView };

/** The later visits the confirmation lists; the rest are in the schedule's words and the email. */
const LATER_SHOWN = 4;

export function VisitPicker({ lead, apiBase = "", returnKey, onNothingToPick, onOffered }: VisitPickerProps) {
  const base = `${apiBase}/api/public/leads/${lead.leadId}`;
  const [days, setDays] = useState<Days>({ state: "loading" });
  const [reads, setReads] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedVisits | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    const headers: Record<string, string> = lead.token ? { authorization: `Bearer ${lead.token}` } : {};
    const key = returnKey ? `?key=${encodeURIComponent(returnKey)}` : "";
    fetch(`${base}/visit-days${key}`, { credentials: "omit", headers })
      .then(async (res) => {
        if (!res.ok) throw await readError(res);
        return (await res.json()) as VisitDaysView;
      })
      .then(
        (view) => live && setDays({ state: "ready", view }),
        (err: unknown) => {
          const message = failureToast(err, "Visit days", "Could not load the available days.")[1];
          if (live) setDays({ state: "failed", message });
        },
      );
    return () => {
      live = false;
    };
  }, [base, lead.token, returnKey, reads]);

  const offered = days.state === "ready" && days.view.offered;
  useEffect(() => {
    if (days.state === "ready") onOffered?.(offered);
  }, [days.state, offered, onOffered]);
  const nothingToPick = days.state === "ready" && (!days.view.offered || days.view.booked !== null);
  useEffect(() => {
    if (nothingToPick) onNothingToPick?.();
  }, [nothingToPick, onNothingToPick]);

  // The booking's answer replaces the calendar: the focus goes to what it says, not to the page's top.
  useEffect(() => {
    if (booked) done.current?.focus();
  }, [booked]);

  async function book(date: string) {
    setSending(true);
    setError(null);
    try {
      const res = await fetch(`${base}/booking`, {
        method: "POST",
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...(lead.token ? { token: lead.token } : {}),
          ...(returnKey ? { returnKey } : {}),
          date,
        }),
      });
      if (!res.ok) throw await readError(res);
      setBooked(((await res.json()) as { booked: BookedVisits }).booked);
    } catch (err) {
      setError(failureToast(err, "Booking", "Could not book that day. Please try again.")[1]);
      // Taken meanwhile by another visitor: the calendar is read again and shows the day full.
      if (err instanceof RequestError && err.status === 409) {
        setSelected(null);
        setReads((n) => n + 1);
        title.current?.focus();
      }
    } finally {
      setSending(false);
    }
  }

  if (days.state === "loading") {
    return (
      <p className="yq-hint yq-visit" role="status">
        Loading available days…
      </p>
    );
  }
  if (days.state === "failed") {
    return (
      <div className="yq-visit">
        <p className="yq-field-error" role="alert">
          {days.message}
        </p>
        <button
          type="button"
          className="yq-btn yq-btn-keep"
          onClick={() => {
            setDays({ state: "loading" });
            setReads((n) => n + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  const { view } = days;
  const visits = booked ?? view.booked;
  if (visits) {
    const later = visits.dates.filter((date) => date !== visits.firstDate).slice(0, LATER_SHOWN);
    return (
      <div className="yq-visit yq-visit-booked" role="status">
        <h3 ref={done} tabIndex={-1} className="yq-visit-title">
          Your first visit: {calendarDayText(visits.firstDate)}
        </h3>
        <p>{visits.scheduleText}</p>
        {later.length > 0 && (
          <>
            <p className="yq-visit-next">Next visits</p>
            <ul className="yq-visit-dates">
              {later.map((date) => (
                <li key={date}>{calendarDayText(date)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  }
  if (!view.offered) return view.reason ? <p className="yq-hint yq-visit yq-visit-note">{view.reason}</p> : null;
  const anyOpen = view.days.some((day) => day.status === "open");
  return (
    <div className="yq-visit">
      <h3 ref={title} tabIndex={-1} className="yq-visit-title">
        Pick your first visit
      </h3>
      {view.seasonOpens && (
        <p className="yq-hint">
          Our season starts {calendarDayText(view.seasonOpens)}: pick your first visit from then.
        </p>
      )}
      {!anyOpen && <p className="yq-hint">Every day we can offer is full right now. Please check back soon.</p>}
      {view.days.length > 0 && (
        <VisitCalendar
          days={view.days}
          selected={selected}
          onSelect={(date) => {
            setSelected(date);
            setError(null);
          }}
          disabled={sending}
        />
      )}
      <p className="yq-field-error yq-visit-error" role="alert">
        {error ?? ""}
      </p>
      {selected && (
        <button
          type="button"
          className="yq-btn yq-btn-accept yq-visit-book"
          disabled={sending}
          onClick={() => void book(selected)}
        >
          {sending ? "Booking…" : `Book ${calendarDayText(selected)}`}
        </button>
      )}
    </div>
  );
}
