import { readFormDocument, type StoredFormRow } from "@yq/form-schema/read-form";
import { placedLeadArea, type LeadArea } from "@yq/form-schema/service-area-check";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms, formVersions } from "../db/schema/forms";
import type { SubmissionRow } from "../leads/submission-view";

/**
 * Where a reopened lead stands in its form's service area (docs/decisions/120), from the point
 * and standing the server stored, never from the browser. The document is the one the accept
 * prices with (quotes.service.ts `leadDocument`): the version the lead started on, else the form
 * as published now, so the travel line the card shows is the one charged.
 */
export async function resumedArea(
  db: Db,
  root: Pick<SubmissionRow, "formId" | "formVersion" | "outsideArea" | "location" | "zipcode">,
): Promise<LeadArea | null> {
  const [form] = await db
    .select({ publishedVersion: forms.publishedVersion })
    .from(forms)
    .where(eq(forms.id, root.formId));
  const versions = [root.formVersion, form?.publishedVersion].filter((v): v is number => v != null);
  if (versions.length === 0) return null;
  const rows = await db
    .select({ version: formVersions.version, document: formVersions.document })
    .from(formVersions)
    .where(and(eq(formVersions.formId, root.formId), inArray(formVersions.version, versions)))
    .orderBy(desc(formVersions.version));
  const row = rows.find((r) => r.version === root.formVersion) ?? rows[0];
  if (!row) return null;
  return placedLeadArea(readFormDocument(row.document as StoredFormRow), root);
}
