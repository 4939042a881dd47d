import { isPlainObject, decodeJson } from "./repair";

// analytics_data of a form: view and submission counters kept by the public form.

export interface AnalyticsData {
  views: number;
  submissions: number;
  last_viewed_at: string | null;
}

function count(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Views and submissions default to 0 when absent or unreadable; never throws. */
export function readAnalyticsData(raw: unknown): AnalyticsData {
  const data = decodeJson(raw);
  if (!isPlainObject(data)) return { views: 0, submissions: 0, last_viewed_at: null };
  return {
    views: count(data.views),
    submissions: count(data.submissions),
    last_viewed_at: typeof data.last_viewed_at === "string" ? data.last_viewed_at : null,
  };
}

/** Submissions / views x 100, rounded; 0 when there are no views. */
export function conversionRate(data: Pick<AnalyticsData, "views" | "submissions">): number {
  return data.views > 0 ? Math.round((data.submissions / data.views) * 100) : 0;
}
