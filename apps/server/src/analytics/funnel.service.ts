import { readAnalyticsData } from "@yq/form-schema/analytics";
import { PRICE_FREQUENCIES, type PriceFrequency } from "@yq/form-schema/constants";
import type { AnalyticsPeriod, Funnel, SourceConversion } from "@yq/form-schema/funnel";
import type { Db } from "../db/client";
import { rawQuery } from "../db/raw-query";
import { FUNNEL_SQL, type FunnelRow, type SourceRow } from "./funnel.sql";
import type { FormRow } from "../forms/owned-form";

const DAY_MS = 24 * 60 * 60 * 1000;

function periodStart(period: AnalyticsPeriod, now = new Date()): Date | null {
  return period === "all" ? null : new Date(now.getTime() - Number(period) * DAY_MS);
}

const sum = (rows: SourceRow[], pick: (row: SourceRow) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** The Analytics tab's numbers for one of the owner's forms (ownership checked by the caller). */
export async function formFunnel(db: Db, form: FormRow, period: AnalyticsPeriod, now = new Date()): Promise<Funnel> {
  const since = periodStart(period, now);
  const [row] = await rawQuery<FunnelRow>(db, FUNNEL_SQL, [form.id, since?.toISOString() ?? null]);
  const sources = row.sources;
  const counted = sum(sources, (s) => s.views);
  // Views from before view events existed (migration 0012) are only in the running total.
  const views = period === "all" ? Math.max(counted, readAnalyticsData(form.analyticsData).views) : counted;
  const known = new Set<string>(PRICE_FREQUENCIES);
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
      .filter((v) => known.has(v.frequency))
      .map((v) => ({ frequency: v.frequency as PriceFrequency, count: v.count, amount: v.amount }))
      .sort((a, b) => PRICE_FREQUENCIES.indexOf(a.frequency) - PRICE_FREQUENCIES.indexOf(b.frequency)),
    sources: sources.map(({ label, views, started, accepted }): SourceConversion => ({
      source: label,
      views,
      started,
      accepted,
    })),
    daily: row.daily.map((d) => ({ ...d, day: String(d.day).slice(0, 10) })),
  };
}
