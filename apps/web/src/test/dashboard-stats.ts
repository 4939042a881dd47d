import type { DashboardStats } from "@yq/form-schema/dashboard";

/** GET /api/dashboard/stats as the server answers a new owner's account, with `changes` on top. */
export const dashboardStats = (changes: Partial<DashboardStats> = {}): DashboardStats => ({
  totalForms: 0,
  totalSubmissions: 0,
  week: { leads: 0, views: 0, acceptedValueCents: 0, conversionRate: 0 },
  month: { start: "2026-11-01", billedCents: 0, failedCents: 0 },
  newestLeads: [],
  setup: {
    done: { business: false, build: false, live: false, embed: false, lead: false },
    formId: null,
    needsPlan: false,
  },
  ...changes,
});
