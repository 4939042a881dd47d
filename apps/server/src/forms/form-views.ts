import { readAnalyticsData } from "@yq/form-schema/analytics";
import { FORM_STATUSES, FORM_TYPES, type FormStatus, type FormType } from "@yq/form-schema/constants";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { FormRow } from "../lib/owned-form";

export type FormAnalytics = { views: number; submissions: number; lastViewedAt: string | null };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

// Stored values are read defensively: a row written by an older version must still list.
const statusOf = (row: FormRow): FormStatus => (row.status === "published" ? "published" : FORM_STATUSES[0]);
const typeOf = (row: FormRow): FormType =>
  FORM_TYPES.includes(row.formType as FormType) ? (row.formType as FormType) : "other";

function analyticsOf(row: FormRow): FormAnalytics {
  const data = readAnalyticsData(row.analyticsData);
  return { views: data.views, submissions: data.submissions, lastViewedAt: data.last_viewed_at };
}

/** One card of the forms list. */
export function formSummary(row: FormRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? "",
    status: statusOf(row),
    formType: typeOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastPublishedAt: iso(row.lastPublishedAt),
    analytics: analyticsOf(row),
  };
}

/**
 * One form with its working copy, read tolerantly (a broken group becomes its defaults), and
 * whether that copy differs from the version visitors see.
 */
export function formDetail(row: FormRow, unpublishedChanges: boolean) {
  return {
    id: row.id,
    status: statusOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastPublishedAt: iso(row.lastPublishedAt),
    publishedVersion: row.publishedVersion,
    unpublishedChanges,
    analytics: analyticsOf(row),
    document: readFormDocument(row),
  };
}
