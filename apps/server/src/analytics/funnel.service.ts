import { readAnalyticsData, viewsOfLeads } from "@yq/form-schema/analytics";
import { PLANS, type Plan } from "@yq/form-schema/pricing/plans";
import type { AnalyticsPeriod, Funnel, SourceConversion } from "@yq/form-schema/funnel";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { FUNNEL_SQL, type FunnelRow, type SourceRow } from "./funnel.sql";
import type { FormRow } from "../lib/owned-form";

const DAY_MS = 24 * 60 * 60 * 1000;

function periodStart(period: AnalyticsPeriod, now = new Date()): Date | null {
  return period === "all" ? null : new Date(now.getTime() - Number(period) * DAY_MS);
}

const sum = (rows: SourceRow[], pick: (row: SourceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The Analytics tab's numbers for one of the owner's forms (ownership checked by the caller). */
export async function formFunnel(db: Db, form: FormRow, period: AnalyticsPeriod, now = new Date()): Promise<Funnel> {
  const since = periodStart(period, now);
  const [row] = await rawQuery<FunnelRow>(db, FUNNEL_SQL, [form.id, since?.toISOString() ?? null]);
  // Every lead opened the form: per source and per day the views are never fewer than the leads, so
  // no step exceeds the one before and no conversion exceeds 100% (analytics.ts).
  const sources = row.sources.map((s) => ({ ...s, views: viewsOfLeads(s.views, s.started) }));
  const counted = sum(sources, (s) => s.views);
  // Views from before view events existed (migration 0012) are only in the running total.
  const views = period === "all" ? Math.max(counted, readAnalyticsData(form.analyticsData).views) : counted;
  const known = new Set<string>(PLANS);
  return {
    period,
    since: since?.toISOString() ?? null,
    steps: {
      views,
      started: sum(sources, (s) => s.started),
      serviceChosen: sum(sources, (s) => s.service),
      quoteShown: sum(sources, (s) => s.quote),
      accepted: sum(sources, (s) => s.accepted),
      declined: sum(sources, (s) => s.declined),
      upsellTaken: sum(sources, (s) => s.upsell),
    },
    acceptedValue: row.value
      .filter((v) => known.has(v.plan))
      .map((v) => ({ plan: v.plan as Plan, count: v.count, amountCents: Math.round(v.cents) }))
      .sort((a, b) => PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan)),
    sources: sources.map(({ label, views, started, accepted }): SourceConversion => ({
      source: label,
      views,
      started,
      accepted,
    })),
    daily: row.daily.map((d) => ({ ...d, views: viewsOfLeads(d.views, d.leads), day: String(d.day).slice(0, 10) })),
  };
}
