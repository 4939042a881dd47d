import { conversionRate, viewsOfLeads } from "@yq/form-schema/analytics";
import type { DashboardStats } from "@yq/form-schema/dashboard";
import { LEAD_STAGES, LEAD_STATUSES, type LeadStage, type LeadStatus } from "@yq/form-schema/lead-lifecycle";
import type { AppDeps } from "../app-env";
import { accountIsActive } from "../billing/access";
import { rawQuery } from "../db/raw-query";
import { DASHBOARD_SQL, NEWEST_LEADS_SQL, type DashboardRow, type NewestLeadRow } from "./dashboard.sql";

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** "http://localhost:3000" → the LIKE pattern of every page under it (LIKE's wildcards escaped). */
const pagesUnder = (origin: string) => `${origin.replace(/[\\%_]/g, "\\$&")}/%`;

/**
 * The owner's dashboard in one answer. `ownOrigins` are the addresses the app
 * itself is reached at: a view from a page there is not a view from the owner's site.
 */
export async function dashboardStats(
  deps: Pick<AppDeps, "db" | "env">,
  userId: string,
  ownOrigins: readonly string[],
): Promise<DashboardStats> {
  // Going live needs a published form that visitors can use: with billing on, an active plan
  // (without billing it is true and asks nothing). The three reads are independent: on
  // PostgreSQL they run on connections of the pool at once.
  const [[row], newest, active] = await Promise.all([
    rawQuery<DashboardRow>(deps.db, DASHBOARD_SQL, [userId, [...new Set(ownOrigins)].map(pagesUnder)]),
    rawQuery<NewestLeadRow>(deps.db, NEWEST_LEADS_SQL, [userId]),
    accountIsActive(deps, userId),
  ]);
  const weekLeads = row.week_leads;
  // Every lead opened the form: the views are never fewer than the leads (analytics.ts).
  const weekViews = viewsOfLeads(row.week_views, weekLeads);
  return {
    totalForms: row.total_forms,
    totalSubmissions: row.total_leads,
    week: {
      leads: weekLeads,
      views: weekViews,
      acceptedValueCents: Number(row.week_accepted_cents),
      conversionRate: conversionRate({ views: weekViews, submissions: weekLeads }),
    },
    month: {
      start: row.month_start,
      billedCents: Number(row.month_billed_cents),
      failedCents: Number(row.month_failed_cents),
    },
    newestLeads: newest.map((lead) => ({
      id: lead.id,
      formId: lead.form_id,
      formName: lead.form_name,
      name: lead.name,
      createdAt: new Date(lead.created_at).toISOString(),
      stage: oneOf<LeadStage>(LEAD_STAGES, lead.lead_stage, "started"),
      status: oneOf<LeadStatus>(LEAD_STATUSES, lead.status, "new"),
    })),
    setup: {
      done: {
        business: row.business,
        build: row.total_forms > 0,
        live: row.published && active,
        embed: row.embedded,
        lead: row.has_lead,
      },
      formId: row.form_id,
      needsPlan: !active,
    },
  };
}
