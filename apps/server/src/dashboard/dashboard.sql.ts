// The dashboard's two statements, over the owner's own forms only. Leads are the
// roots of visitors' records (lead_stage is set on roots only, migration 0004), so a visitor's
// consent, complete and upsell records count once. They are read one form at a time (LATERAL,
// form_id = f.id): joined to the owner's forms as a whole, the planner read every record of the
// table whenever the owner held a good share of it. The counts are never counted again at each
// request (decision 124): the leads come from their counters (form_lead_totals, form_lead_days,
// migration 0034) and the views from theirs (form_view_days, decision 060), whole days from the
// counters and the week's first, partial day from the rows through their indexes, so each count is
// still exactly the rows'. The week's start is written out where it is used, so the planner
// estimates the week from the statistics: behind a CTE it guessed a third of the table, and the
// statement's cost passed the JIT's threshold (a second of compiling for each request). A week's
// accepted value reads the accepts with an agreement written in the week (form_submissions_agreed_idx):
// a lead's records are written after its first one, so the accepts of the week's leads are among them.

/** The week's start, and the UTC day after it: whole days after it come from the counters. */
const WEEK = "now() - interval '7 days'";
const WEEK_FIRST_DAY = `((${WEEK}) at time zone 'utc')::date`;
const WEEK_SECOND_DAY = `(${WEEK_FIRST_DAY} + 1)::timestamp at time zone 'utc'`;

/**
 * The totals, the last seven days and the first-run checklist. The owner's test runs count nowhere.
 * The accepted value is each lead's final agreement (its upsell's, else its accept's) over its term:
 * one unit for every plan, counted once per lead. "Embedded" is a view, or a lead, from a page of
 * the owner's site: views past an address's limit are not stored, but every lead keeps the page it
 * came from. Parameters: the user id, and LIKE patterns of the app's own addresses
 * ("http://host:3000/%"): a view whose page is one of them is the owner looking at their form
 * (opened alone, or the builder's published preview), not a visit through their site.
 * This month's charges are those made since the month began in the business profile's zone, read
 * from charges_user_created_idx (decision 122): a charge counts in the month it was made, so a
 * failed charge collected later moves from "failed" to "billed" in that month, never twice.
 */
export const DASHBOARD_SQL = `with owned as (
    select id, status, updated_at from forms where user_id = $1),
  leads as (
    select coalesce(sum(n.total), 0)::int as total, coalesce(sum(n.days + n.first_day), 0)::int as week
    from owned f cross join lateral (
      select (select t.leads from form_lead_totals t where t.form_id = f.id) as total,
        coalesce((select sum(d.leads) from form_lead_days d
          where d.form_id = f.id and d.day > ${WEEK_FIRST_DAY}), 0) as days,
        (select count(*) from form_submissions s
          where s.form_id = f.id and s.lead_stage is not null and not s.is_test
            and s.created_at >= ${WEEK} and s.created_at < ${WEEK_SECOND_DAY}) as first_day) n),
  views as (
    select coalesce(sum(n.days + n.first_day), 0)::int as week
    from owned f cross join lateral (
      select coalesce((select sum(d.views) from form_view_days d
          where d.form_id = f.id and d.day > ${WEEK_FIRST_DAY}), 0) as days,
        (select count(*) from form_view_events e
          where e.form_id = f.id and e.created_at >= ${WEEK} and e.created_at < ${WEEK_SECOND_DAY}) as first_day) n),
  week_accepted as (
    select coalesce(sum(v.cents), 0)::bigint as cents from (
      select distinct on (s.lead_id) (s.quote->'agreement'->>'termValueCents')::bigint as cents
      from owned f cross join lateral (
        select s.lead_id, s.quote, s.is_upsell, s.created_at from form_submissions s
        where s.form_id = f.id and s.created_at >= ${WEEK} and s.response_status = 'accept'
          and jsonb_typeof(s.quote->'agreement'->'termValueCents') = 'number') s
      join form_submissions r on r.id = s.lead_id
      where r.lead_stage is not null and not r.is_test and r.created_at >= ${WEEK}
      order by s.lead_id, s.is_upsell desc, s.created_at desc) v),
  month as (
    select date_trunc('month', now() at time zone z.tz) as start_day, z.tz
    from (select coalesce((select p.time_zone from profiles p where p.id = $1), 'UTC') as tz) z),
  month_charges as (
    select coalesce(sum(c.amount_cents) filter (where c.status = 'succeeded'), 0)::bigint as billed,
      coalesce(sum(c.amount_cents) filter (where c.status in ('failed', 'requires_action')), 0)::bigint as failed
    from charges c
    where c.user_id = $1 and c.created_at >= (select start_day at time zone tz from month))
  select
    (select count(*) from owned)::int as total_forms,
    (select total from leads) as total_leads,
    (select week from leads) as week_leads,
    (select week from views) as week_views,
    (select cents from week_accepted) as week_accepted_cents,
    exists (select 1 from profiles p where p.id = $1
      and coalesce(btrim(p.company_name), '') <> '' and coalesce(btrim(p.phone), '') <> '') as business,
    (select id from owned order by status = 'published' desc, updated_at desc, id limit 1) as form_id,
    exists (select 1 from owned where status = 'published') as published,
    exists (select 1 from owned f cross join lateral (
        select 1 from form_view_events e
        where e.form_id = f.id and (e.source->>'page') ~ '^https?://'
          and not (e.source->>'page' like any ($2::text[]))
        limit 1) x)
      or exists (select 1 from owned f cross join lateral (
        select 1 from form_submissions s
        where s.form_id = f.id and s.lead_stage is not null and (s.source->>'page') ~ '^https?://'
          and not s.is_test and not (s.source->>'page' like any ($2::text[]))
        limit 1) x) as embedded,
    (select total from leads) > 0 as has_lead,
    (select to_char(start_day, 'YYYY-MM-DD') from month) as month_start,
    (select billed from month_charges) as month_billed_cents,
    (select failed from month_charges) as month_failed_cents`;

export type DashboardRow = {
  total_forms: number;
  total_leads: number;
  week_leads: number;
  week_views: number;
  week_accepted_cents: string | number;
  business: boolean;
  form_id: string | null;
  published: boolean;
  embedded: boolean;
  has_lead: boolean;
  month_start: string;
  month_billed_cents: string | number;
  month_failed_cents: string | number;
};

/**
 * The owner's five newest leads with their form and the owner's status. Each form gives its five
 * newest from the leads index, as the Leads page does (all-leads.service.ts): joined whole, the
 * planner read every lead of the table to sort them. Parameter: the user id.
 */
export const NEWEST_LEADS_SQL = `select r.id, r.form_id, f.name as form_name, r.created_at, r.lead_stage,
    coalesce(nullif(btrim(r.customer_name), ''), nullif(btrim(r.customer_email), '')) as name,
    coalesce(ls.status, 'new') as status
  from forms f
  cross join lateral (
    select r.id, r.form_id, r.created_at, r.lead_stage, r.customer_name, r.customer_email
    from form_submissions r
    where r.form_id = f.id and r.lead_stage is not null and not r.is_test
    order by r.created_at desc nulls last, r.id desc nulls last
    limit 5) r
  left join lead_statuses ls on ls.lead_id = r.id
  where f.user_id = $1
  order by r.created_at desc nulls last, r.id desc nulls last
  limit 5`;

export type NewestLeadRow = {
  id: string;
  form_id: string;
  form_name: string;
  created_at: Date | string;
  lead_stage: string;
  name: string | null;
  status: string;
};
