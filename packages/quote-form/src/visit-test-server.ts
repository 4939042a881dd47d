import type { LeadPayment } from "@yq/form-schema/payment-words";
import type { BookedVisits, VisitDay, VisitDaysView } from "@yq/form-schema/scheduling/booking";

// A stand-in for the server's scheduling routes in the visit picker's tests (happy-dom): every
// fetch of the page goes through happy-dom's interceptor to this in-process answer, so the
// picker's own request code runs unchanged and nothing leaves the process.

export const LEAD = { leadId: "lead-1", token: "token-1" };
export const FILLED_UP = "That day just filled up. Pick another day.";

type Sent = { method: string; path: string; authorization: string | null; body: unknown };

type HappyWindow = {
  happyDOM: {
    settings: { fetch: { interceptor: { beforeAsyncRequest: (c: { request: Request }) => Promise<Response> } | null } };
  };
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Weekdays open and weekends closed, from `from` for `count` days. */
export function workWeek(from: string, count: number): VisitDay[] {
  const [y, m, d] = from.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const time = new Date(Date.UTC(y!, m! - 1, d! + i));
    const weekend = time.getUTCDay() === 0 || time.getUTCDay() === 6;
    return { date: time.toISOString().slice(0, 10), status: weekend ? "closed" : "open" };
  });
}

/**
 * The lead's calendar as the server keeps it: the test changes `days` (another visitor takes a
 * day's last place), makes the next reads fail, or holds a booking's answer with `hold`.
 */
export function visitServer(view: Partial<VisitDaysView> & { days: VisitDay[] }) {
  const state = {
    view: {
      offered: true,
      reason: null,
      timeZone: "America/New_York",
      booked: null,
      seasonOpens: null,
      ...view,
    } as VisitDaysView,
    sent: [] as Sent[],
    failingReads: 0,
    /** The lead's payment, as GET .../payment answers it (the result's payment panel reads it). */
    payment: null as LeadPayment | null,
    /** While set, a booking waits for it before answering. */
    hold: null as Promise<void> | null,
    setStatus(date: string, status: VisitDay["status"]) {
      state.view.days = state.view.days.map((day) => (day.date === date ? { ...day, status } : day));
    },
  };
  const base = `/api/public/leads/${LEAD.leadId}`;
  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    state.sent.push({
      method: request.method,
      path: url.pathname,
      authorization: request.headers.get("authorization"),
      body,
    });
    if (request.method === "GET" && url.pathname === `${base}/visit-days`) {
      if (request.headers.get("authorization") !== `Bearer ${LEAD.token}`) return json(404, { error: "Not found." });
      if (state.failingReads > 0) {
        state.failingReads -= 1;
        return json(503, { error: "Busy." });
      }
      return json(200, state.view);
    }
    if (request.method === "GET" && url.pathname === `${base}/payment`) return json(200, { payment: state.payment });
    if (request.method === "POST" && url.pathname === `${base}/booking`) {
      const { token, date } = body as { token?: string; date?: string };
      if (token !== LEAD.token) return json(404, { error: "Not found." });
      await state.hold;
      const day = state.view.days.find((d) => d.date === date);
      if (!day) return json(422, { error: "Pick a day from the calendar." });
      if (day.status !== "open") return json(409, { error: FILLED_UP });
      // Weekly: the first visit and every seventh day after it.
      const dates = [0, 7, 14, 21, 28, 35].map((n) => {
        const [y, m, d] = date!.split("-").map(Number);
        return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
      });
      const booked: BookedVisits = { plan: "weekly", firstDate: date!, scheduleText: `Weekly from ${date}`, dates };
      state.view = { ...state.view, booked };
      return json(201, { booked });
    }
    return json(501, { error: `The test's server has no answer for ${request.method} ${url.pathname}.` });
  }
  (window as unknown as HappyWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: ({ request }) => answer(request),
  };
  return state;
}
