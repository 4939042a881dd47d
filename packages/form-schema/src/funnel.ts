import { z } from "zod";
import { PLANS } from "./pricing/plans";

// The Analytics tab's numbers (GET /api/forms/:id/analytics?period=...), counted on the server
// from stored events: views (form_view_events), leads and their records (form_submissions) and
// the steps a lead reaches in the browser (lead_steps).

export const ANALYTICS_PERIODS = ["7", "30", "90", "all"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7": "Last 7 days",
  "30": "Last 30 days",
  "90": "Last 90 days",
  all: "All time",
};

/** The steps in the order a visitor goes through them; declined is beside accepted, not after. */
export const FUNNEL_STEPS = [
  "views",
  "started",
  "serviceChosen",
  "quoteShown",
  "accepted",
  "declined",
  "upsellTaken",
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  views: "Views",
  started: "Started (consent given)",
  serviceChosen: "Service chosen",
  quoteShown: "Quote shown",
  accepted: "Accepted",
  declined: "Declined",
  upsellTaken: "Upsell taken",
};
/** The visitor's path, step after step, in the order the owner reads the funnel. */
export const FUNNEL_PATH = ["views", "started", "serviceChosen", "quoteShown"] as const satisfies readonly FunnelStep[];
/** How a shown quote ended, and the upsell after an accept: outcomes beside the path, not steps of it. */
export const FUNNEL_OUTCOMES = ["accepted", "declined", "upsellTaken"] as const satisfies readonly FunnelStep[];
/** The step each is compared with for its drop: declined and accepted both come from quote shown. */
export const FUNNEL_PREVIOUS: Record<FunnelStep, FunnelStep | null> = {
  views: null,
  started: "views",
  serviceChosen: "started",
  quoteShown: "serviceChosen",
  accepted: "quoteShown",
  declined: "quoteShown",
  upsellTaken: "accepted",
};

const count = z.number().int().min(0);

export const acceptedValueSchema = z.object({
  plan: z.enum(PLANS),
  /** Accepted quotes on that plan, and the sum of their agreements' value over the term. */
  count,
  amountCents: z.number().int(),
});

export const sourceConversionSchema = z.object({
  source: z.string(),
  views: count,
  started: count,
  accepted: count,
});

/** One UTC day of the Over time chart (days with nothing are left out; the chart fills them). */
export const dailyCountsSchema = z.object({
  day: z.string(),
  views: count,
  leads: count,
  accepted: count,
});

export const funnelSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  /** Start of the period (ISO); null for all time. */
  since: z.string().nullable(),
  steps: z.record(z.enum(FUNNEL_STEPS), count),
  acceptedValue: z.array(acceptedValueSchema),
  sources: z.array(sourceConversionSchema),
  daily: z.array(dailyCountsSchema),
});

export type Funnel = z.infer<typeof funnelSchema>;
export type AcceptedValue = z.infer<typeof acceptedValueSchema>;
export type DailyCounts = z.infer<typeof dailyCountsSchema>;
export type SourceConversion = z.infer<typeof sourceConversionSchema>;

/** The share of the previous step that did not reach this one, in whole percent (null: no previous). */
export function funnelDrop(steps: Funnel["steps"], step: FunnelStep): number | null {
  const previous = FUNNEL_PREVIOUS[step];
  if (!previous) return null;
  const before = steps[previous];
  if (before === 0) return null;
  return Math.round(((before - Math.min(steps[step], before)) / before) * 100);
}

/** This step's share of the one it comes from, in whole percent (null: no previous, or none reached it). */
export function funnelShare(steps: Funnel["steps"], step: FunnelStep): number | null {
  const previous = FUNNEL_PREVIOUS[step];
  if (!previous || steps[previous] === 0) return null;
  return Math.round((Math.min(steps[step], steps[previous]) / steps[previous]) * 100);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Every UTC day of the period in order, days without events as zeros: the server sends only days
 * that had any. All time starts at the first day with data (an empty period is no days).
 */
export function dailySeries(funnel: Pick<Funnel, "since" | "daily">, now = new Date()): DailyCounts[] {
  const byDay = new Map(funnel.daily.map((d) => [d.day, d]));
  const first = funnel.since ? dayOf(new Date(funnel.since)) : funnel.daily[0]?.day;
  if (!first) return [];
  const days: DailyCounts[] = [];
  const last = dayOf(now);
  for (let t = Date.parse(`${first}T00:00:00Z`); dayOf(new Date(t)) <= last; t += DAY_MS) {
    const day = dayOf(new Date(t));
    days.push(byDay.get(day) ?? { day, views: 0, leads: 0, accepted: 0 });
  }
  return days;
}
