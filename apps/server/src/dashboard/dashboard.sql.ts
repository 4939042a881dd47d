// The dashboard's two statements (decision 096), over the owner's own forms only. Leads are the
// roots of visitors' records (lead_stage is set on roots only, migration 0004), read through the
// leads index, so a visitor's consent, complete and upsell records count once.

/**
 * The totals, the last seven days and the first-run checklist. Parameters: the user id, and LIKE
 * patterns of the app's own addresses ("http://host:3000/%"): a view whose page is one of them is
 * the owner looking at their form (opened alone, or the builder's published preview), not a visit
 * through their site.
 */
export const DASHBOARD_SQL = `with owned as (
    select id, status, updated_at from forms where user_id = $1),
  roots as (
    select s.id, s.created_at from form_submissions s join owned f on f.id = s.form_id
    where s.lead_stage is not null),
  week as (select now() - interval '7 days' as start)
  select
    (select count(*) from owned)::int as total_forms,
    (select count(*) from roots)::int as total_leads,
    (select count(*) from roots, week where roots.created_at >= week.start)::int as week_leads,
    (select count(*) from form_view_events e join owned f on f.id = e.form_id, week
      where e.created_at >= week.start)::int as week_views,
    (select coalesce(sum(round((s.quote->'chosen'->>'amount')::numeric * 100)), 0)
      from form_submissions s join owned f on f.id = s.form_id, week
      where s.response_status = 'accept' and not s.is_upsell and s.created_at >= week.start
        and jsonb_typeof(s.quote->'chosen'->'amount') = 'number')::bigint as week_accepted_cents,
    exists (select 1 from profiles p where p.id = $1
      and coalesce(btrim(p.company_name), '') <> '' and coalesce(btrim(p.phone), '') <> '') as business,
    (select id from owned order by status = 'published' desc, updated_at desc, id limit 1) as form_id,
    exists (select 1 from owned where status = 'published') as published,
    exists (select 1 from form_view_events e join owned f on f.id = e.form_id
      where e.source->>'page' ~ '^https?://' and not (e.source->>'page' like any ($2::text[]))) as embedded,
    exists (select 1 from roots) as has_lead`;

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
};

/** The owner's five newest leads with their form and the owner's status. Parameter: the user id. */
export const NEWEST_LEADS_SQL = `select r.id, r.form_id, f.name as form_name, r.created_at, r.lead_stage,
    coalesce(nullif(btrim(r.customer_name), ''), nullif(btrim(r.customer_email), '')) as name,
    coalesce(ls.status, 'new') as status
  from form_submissions r
  join forms f on f.id = r.form_id
  left join lead_statuses ls on ls.lead_id = r.id
  where f.user_id = $1 and r.lead_stage is not null
  order by r.created_at desc, r.id desc
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
