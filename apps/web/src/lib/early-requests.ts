// The API answers a screen needs first, asked for by the page's tiny entry (src/main.tsx) while
// the app's chunks are still downloading: otherwise each waits for the code that asks for it
// (the session for the guard, then the route's own), one round trip after another.
// Each answer is handed out once, to the first request for it, and only on the first screen:
// the app's first navigation discards what is left (src/app/start.tsx), so a screen reached later
// (the dashboard after a sign-in the guard sent the visitor to) never reads an answer from before.

/** Monday to Sunday of the browser's current week, as the schedule first asks for it (YYYY-MM-DD). */
function browserWeek(now = new Date()): [string, string] {
  const day = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  return [day(monday), day(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6))];
}

/**
 * What each screen reads first, beside the session (every signed-in screen's guard), exactly as
 * its queries ask for it (the hono client's address, the query's names in the order it gives them):
 * an answer is taken only by a request for the same address. `id` is the record id in the page's
 * address. Asked for while the app's chunks load, the data is in by the time the screen first
 * renders, instead of one round trip after it (decision 123).
 */
const FIRST_ANSWERS: { path: RegExp; answers: (id: string) => string[]; plainAddressOnly?: boolean }[] = [
  { path: /^\/dashboard$/, answers: () => ["/api/dashboard/stats", "/api/billing/subscription"] },
  // The Leads screen's unfiltered first page (features/leads/api/get-all-leads.ts asks it bare).
  { path: /^\/leads$/, answers: () => ["/api/forms/leads/all"], plainAddressOnly: true },
  // features/forms/api/list-forms.ts; the plan notice (billing/api/get-subscription.ts).
  { path: /^\/forms$/, answers: () => ["/api/forms", "/api/billing/subscription"] },
  // features/forms/api/get-form.ts: the details' tabs read the whole form.
  { path: /^\/forms\/([^/]+)\/details$/, answers: (id) => [`/api/forms/${id}`] },
  // The builder: the form, and the plan notice above its steps.
  { path: /^\/forms\/([^/]+)\/edit$/, answers: (id) => [`/api/forms/${id}`, "/api/billing/subscription"] },
  // features/leads/api/get-submissions.ts, the first page without a filter, and the test runs
  // beneath it (api/test-runs.ts).
  {
    path: /^\/forms\/([^/]+)\/submissions$/,
    answers: (id) => [
      `/api/forms/${id}/submissions?stage=&q=&page=1&pageSize=25`,
      `/api/forms/${id}/test-runs?page=1&pageSize=10`,
    ],
    plainAddressOnly: true,
  },
  // features/scheduling: the business's zone, and this week's visits as the browser's zone picks
  // the week (the screen asks for them at once too, hooks/use-schedule-week.ts).
  {
    path: /^\/schedule$/,
    answers: () => {
      const [from, to] = browserWeek();
      return ["/api/schedule/availability", `/api/schedule/visits?from=${from}&to=${to}`];
    },
    plainAddressOnly: true,
  },
  // The profile and the cards beneath it: text alerts, the account's sessions.
  { path: /^\/profile$/, answers: () => ["/api/account/profile", "/api/sms", "/api/account/sessions"] },
  // The plan, and the card payments card beneath it (features/payments/api/get-payments-account.ts).
  { path: /^\/subscription$/, answers: () => ["/api/billing/subscription", "/api/payments/account"] },
];

/** The screen's first answers for this address, none for a screen not listed. */
export function firstAnswersOf(pathname: string, search = ""): string[] {
  for (const { path, answers, plainAddressOnly } of FIRST_ANSWERS) {
    const match = path.exec(pathname);
    // A filtered address (?stage=…, ?week=…) asks for other answers than the plain one.
    if (match) return plainAddressOnly && search ? [] : answers(match[1] ?? "");
  }
  return [];
}

const started = new Map<string, Promise<Response>>();

export function startEarlyRequests(pathname: string, search = "") {
  const session = early("/api/account/session");
  const rest = firstAnswersOf(pathname, search);
  if (rest.length === 0) return;
  // The screen's own answers only for a signed-in visitor: signed out, they would be refused
  // (401s the browser logs) while the guard sends the visitor to sign in.
  session
    .then((res) => (res.ok ? (res.clone().json() as Promise<unknown>) : null))
    .then((me) => {
      if (me) for (const url of rest) early(url);
    })
    .catch(() => {});
}

function early(url: string) {
  const answer = fetch(url, { credentials: "same-origin" });
  // A failure is the taker's to handle; one that no screen takes is not an error.
  answer.catch(() => {});
  started.set(url, answer);
  return answer;
}

/** The answer started early for this GET, once; undefined for anything else. */
export function takeEarlyAnswer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  if ((init?.method ?? "GET").toUpperCase() !== "GET" || started.size === 0) return undefined;
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (url.origin !== location.origin) return undefined;
  const address = url.pathname + url.search;
  const answer = started.get(address);
  started.delete(address);
  return answer;
}

/** Drops the answers no request took: they describe the first screen only. */
export function discardEarlyAnswers() {
  started.clear();
}
