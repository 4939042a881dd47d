import { SERVICE_TYPES, YARD_SIZES } from "@yq/form-schema/constants";
import { LEAD_STAGES, RESPONSE_STATUSES } from "@yq/form-schema/lead-lifecycle";
import { CONTACT_KEYS } from "@yq/form-schema/contact-columns";
import { formDocumentSchema } from "@yq/form-schema/form-document";
import { SUBMISSION_STAGES, SUBMISSION_STATUSES } from "@yq/form-schema/submission";
import { describeIssue } from "../lib/validate";
import { forms } from "../db/schema/forms";
import { adminYardSizeMedia, formYardSizeMedia } from "../db/schema/media";
import { profiles } from "../db/schema/profiles";
import { formSubmissions } from "../db/schema/submissions";
import type { Db } from "../db/client";
import { ADMIN_MEDIA_SIZES } from "../admin/admin-media.service";

// zod's max() and PostgreSQL's char_length count code points, not UTF-16 units.
const length = (v: string) => [...v].length;
const oneOf = (list: readonly string[], value: string | null, nullable = false) =>
  value === null ? nullable : list.includes(value);

/**
 * Reads every stored row back and lists what breaks the rules the API promises, without the
 * tolerant reader (which would repair what it reads): each form's groups against the draft
 * schema, each submission against its lead, enums and bounds of the other tables.
 */
export async function invalidRows(db: Db): Promise<string[]> {
  const problems: string[] = [];

  for (const row of await db.select().from(forms)) {
    const doc = {
      name: row.name,
      description: row.description,
      status: row.status,
      formType: row.formType,
      version: row.version,
      notificationSettings: row.notificationSettings,
      customerFields: row.customerFields,
      services: row.services,
      yardSizes: row.yardSizes,
      customization: row.customization,
      redirectSettings: row.redirectSettings,
      upsellSettings: row.upsellSettings,
    };
    const parsed = formDocumentSchema.safeParse(doc);
    if (!parsed.success) problems.push(`form ${row.id}: ${describeIssue(parsed.error.issues[0])}`);
    const a = row.analyticsData;
    if (!(Number.isInteger(a?.views) && a.views >= 0 && Number.isInteger(a?.submissions) && a.submissions >= 0)) {
      problems.push(`form ${row.id}: analytics ${JSON.stringify(a)}`);
    }
  }

  const subs = await db.select().from(formSubmissions);
  const byId = new Map(subs.map((s) => [s.id, s]));
  for (const s of subs) {
    const where = `submission ${s.id}`;
    const root = s.leadId ? byId.get(s.leadId) : undefined;
    if (!root || root.leadId !== root.id || root.parentSubmissionId !== null || root.formId !== s.formId) {
      problems.push(`${where}: lead ${s.leadId} is not a first record of the same form`);
    }
    if (s.parentSubmissionId !== null && byId.get(s.parentSubmissionId)?.leadId !== s.leadId) {
      problems.push(`${where}: parent ${s.parentSubmissionId} belongs to another lead`);
    }
    if (s.id === s.leadId && !s.leadTokenHash) problems.push(`${where}: first record without a token hash`);
    if (s.id === s.leadId && !oneOf(LEAD_STAGES, s.leadStage)) problems.push(`${where}: lead stage ${s.leadStage}`);
    if (!oneOf(SUBMISSION_STAGES, s.submissionStage)) problems.push(`${where}: stage ${s.submissionStage}`);
    if (!oneOf(SUBMISSION_STATUSES, s.status)) problems.push(`${where}: status ${s.status}`);
    if (!oneOf(RESPONSE_STATUSES, s.responseStatus, true)) problems.push(`${where}: response ${s.responseStatus}`);
    if (!oneOf(SERVICE_TYPES, s.serviceType, true)) problems.push(`${where}: service ${s.serviceType}`);
    if (!oneOf(YARD_SIZES, s.yardSize, true)) problems.push(`${where}: yard size ${s.yardSize}`);
    if (s.submissionStage === "complete" && (!s.serviceType || !s.responseStatus))
      problems.push(`${where}: complete without a choice`);
    const contact = CONTACT_KEYS.map((column) => s[column]);
    if (contact.some((v) => v !== null && (length(v) > 500 || v !== v.trim() || v === ""))) {
      problems.push(`${where}: contact answer not trimmed or over 500 characters`);
    }
    if (!Array.isArray(s.selectedUpsellServices) || s.selectedUpsellServices.some((id) => typeof id !== "string")) {
      problems.push(`${where}: upsell ids ${JSON.stringify(s.selectedUpsellServices)}`);
    }
  }

  for (const p of await db.select().from(profiles)) {
    for (const v of [p.fullName, p.companyName]) {
      if (v !== null && (length(v) > 120 || v !== v.trim() || v === ""))
        problems.push(`profile ${p.id}: name ${JSON.stringify(v)}`);
    }
  }
  for (const m of await db.select().from(formYardSizeMedia)) {
    if (!oneOf(YARD_SIZES, m.sizeCategory)) problems.push(`form media ${m.id}: size ${m.sizeCategory}`);
  }
  for (const m of await db.select().from(adminYardSizeMedia)) {
    if (!oneOf(ADMIN_MEDIA_SIZES, m.sizeCategory)) problems.push(`admin media ${m.id}: size ${m.sizeCategory}`);
  }
  return problems;
}
