import type { DailyCounts } from "@yq/form-schema/funnel";
import { DIRECT } from "@yq/form-schema/traffic-source-words";

// The funnel in one statement (decision 050). A lead counts in the period it started in, with
// every step it reached since; views count on the day they happened. Views are read once per
// source and day, for both the sources and the days: whole days from their counters
// (form_view_days), the period's first, partial day from its view events, so the counts are the
// events'. Roots are read through the leads index (lead_stage is set on roots only)
// and meet their steps in one aggregate, not a join: joined to a CTE, the planner guessed millions
// of rows and PostgreSQL spent a second compiling the statement (JIT); joined to the table, stale
// statistics (PGlite never analyzes) chose a nested loop. A root's stage says accepted / declined /
// upsell, lead_steps adds what the browser reported (service chosen, quote shown), and an answered
// lead has passed both even if those reports were lost.
// The owner's test runs are no leads here. Every record of a lead is on its form, and written
// after its root: the accepted value reads the form's accepts with an agreement since the start
// from their own index (form_submissions_agreed_idx, decision 124) and keeps those of the period's
// roots, where probing every root's records cost most of the statement at 200,000 leads.
// Parameters: form id, start (null: all time).
export const FUNNEL_SQL = `with roots as (
    select id, lead_stage, created_at, coalesce(source->>'label', '${DIRECT}') as label
    from form_submissions
    where form_id = $1 and lead_stage is not null and not is_test and ($2::timestamptz is null or created_at >= $2)),
  reached as (
    select id, max(label) as label, max(created_at) as created_at, max(lead_stage) as lead_stage,
      bool_or(step = 'service') as service, bool_or(step = 'quote') as quote
    from (
      select id, label, created_at, lead_stage, null as step from roots
      union all
      select lead_id, null, null, null, step
      from lead_steps where form_id = $1 and ($2::timestamptz is null or created_at >= $2)) t
    group by id
    having count(lead_stage) > 0),
  leads as (
    select label, created_at, lead_stage in ('accepted', 'upsell') as accepted,
      lead_stage in ('accepted', 'declined', 'upsell') as answered,
      lead_stage <> 'started' or coalesce(service or quote, false) as service,
      coalesce(quote, false) as quote, lead_stage
    from reached),
  views as (
    select source_label as label, day, views as n
    from form_view_days
    where form_id = $1 and views > 0 and ($2::timestamptz is null or day > ($2::timestamptz at time zone 'utc')::date)
    union all
    select coalesce(source->>'label', '${DIRECT}'), (created_at at time zone 'utc')::date, count(*)
    from form_view_events
    where form_id = $1 and created_at >= $2::timestamptz
      and created_at < (($2::timestamptz at time zone 'utc')::date + 1)::timestamp at time zone 'utc'
    group by 1, 2),
  by_source as (
    select label, sum(views)::int as views, sum(started)::int as started, sum(accepted)::int as accepted,
      sum(service)::int as service, sum(quote)::int as quote, sum(declined)::int as declined, sum(upsell)::int as upsell
    from (
      select label, sum(n) as views, 0 as started, 0 as accepted, 0 as service, 0 as quote, 0 as declined, 0 as upsell
      from views group by label
      union all
      select label, 0, count(*), count(*) filter (where accepted), count(*) filter (where service),
        count(*) filter (where quote or answered), count(*) filter (where lead_stage = 'declined'),
        count(*) filter (where lead_stage = 'upsell')
      from leads group by label) t
    group by label),
  daily as (
    select day, sum(views)::int as views, sum(leads)::int as leads, sum(accepted)::int as accepted
    from (
      select day, sum(n) as views, 0 as leads, 0 as accepted from views group by day
      union all
      select (created_at at time zone 'utc')::date, 0, count(*), count(*) filter (where accepted)
      from leads group by 1) t
    group by day),
  agreed as (
    select distinct on (c.lead_id) c.quote->'agreement' as a
    from form_submissions c join roots r on r.id = c.lead_id
    where c.form_id = $1 and c.response_status = 'accept'
      and jsonb_typeof(c.quote->'agreement'->'termValueCents') = 'number'
      and c.created_at >= coalesce($2::timestamptz, '-infinity')
      and r.lead_stage in ('accepted', 'upsell')
    order by c.lead_id, c.is_upsell desc, c.created_at desc),
  value as (
    select a->>'plan' as plan, count(*)::int as count, coalesce(sum((a->>'termValueCents')::bigint), 0)::float8 as cents
    from agreed group by 1)
  select
    (select coalesce(json_agg(b order by b.views + b.started desc, b.label), '[]') from by_source b) as sources,
    (select coalesce(json_agg(d order by d.day), '[]') from daily d) as daily,
    (select coalesce(json_agg(v), '[]') from value v) as value`;

export type SourceRow = { label: string } & Record<
  "views" | "started" | "accepted" | "service" | "quote" | "declined" | "upsell",
  number
>;
export type FunnelRow = {
  sources: SourceRow[];
  daily: DailyCounts[];
  value: { plan: string; count: number; cents: number }[];
};
