import { RequestError } from "./transport";

const TOO_MANY_REQUESTS_TITLE = "Too Many Requests";

/** "in 40 seconds", "in 7 minutes (at 3:42 PM)": when the visitor can try again. */
export function retryWhen(seconds: number, now = new Date()): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  const at = new Date(now.getTime() + seconds * 1000).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
  return `in ${minutes} minute${minutes === 1 ? "" : "s"} (at ${at})`;
}

/**
 * The toast for a failed request: a rate limit says so and when to try again (from Retry-After);
 * another 4xx shows the server's words; anything else the given fallback.
 */
export function failureToast(err: unknown, title: string, fallback: string, now = new Date()): [string, string] {
  if (!(err instanceof RequestError) || err.status < 400 || err.status >= 500) return [title, fallback];
  if (err.status === 429) {
    const reason = err.message.split(". ")[0]?.replace(/\.$/, "") || "Too many requests from your network";
    const wait = err.retryAfterSeconds ? retryWhen(err.retryAfterSeconds, now) : "in a few minutes";
    return [TOO_MANY_REQUESTS_TITLE, `${reason}. Please try again ${wait}.`];
  }
  return [title, err.message || fallback];
}
