import type { SubmissionsFilter } from "./get-submissions";

/** The CSV download address for the same filter (all pages); the browser sends the session cookie. */
export function leadsCsvUrl(id: string, { stage, q }: Pick<SubmissionsFilter, "stage" | "q">): string {
  const params = new URLSearchParams();
  if (stage) params.set("stage", stage);
  if (q.trim()) params.set("q", q.trim());
  const search = params.toString();
  return `/api/forms/${encodeURIComponent(id)}/leads.csv${search ? `?${search}` : ""}`;
}
