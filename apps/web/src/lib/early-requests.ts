// The API answers a screen needs first, asked for by the page's tiny entry (src/main.tsx) while
// the app's chunks are still downloading: otherwise each waits for the code that asks for it
// (the session for the guard, then the route's own), one round trip after another.
// Each answer is handed out once, to the first request for it, and only on the first screen:
// the app's first navigation discards what is left (src/app/start.tsx), so a screen reached later
// (the dashboard after a sign-in the guard sent the visitor to) never reads an answer from before.

/** The session (every signed-in screen's guard), and what the screen itself reads first. */
const FIRST_ANSWERS: Record<string, string[]> = {
  "/dashboard": ["/api/dashboard/stats", "/api/billing/subscription"],
  // The Leads screen's unfiltered first page (features/leads/api/get-all-leads.ts asks it bare).
  "/leads": ["/api/forms/leads/all"],
};

const started = new Map<string, Promise<Response>>();

export function startEarlyRequests(pathname: string) {
  const session = early("/api/account/session");
  const rest = FIRST_ANSWERS[pathname] ?? [];
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
  if (url.origin !== location.origin || url.search) return undefined;
  const answer = started.get(url.pathname);
  started.delete(url.pathname);
  return answer;
}

/** Drops the answers no request took: they describe the first screen only. */
export function discardEarlyAnswers() {
  started.clear();
}
