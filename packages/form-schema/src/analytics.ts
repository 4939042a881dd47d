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

/**
 * Leads / views x 100, rounded, at most 100; 0 when there is nothing. Every lead opened the form,
 * so the views are at least the leads (viewsOfLeads): a view past its address's limit is not
 * stored, yet the person who started a lead saw the form.
 */
export function conversionRate(data: Pick<AnalyticsData, "views" | "submissions">): number {
  const views = viewsOfLeads(data.views, data.submissions);
  return views > 0 ? Math.min(100, Math.round((data.submissions / views) * 100)) : 0;
}

/** The views to show beside `leads`: the counted views, and never fewer than the leads. */
export function viewsOfLeads(views: number, leads: number): number {
  return Math.max(views, leads);
}
