import { FORM_DOCUMENT_VERSION } from "@yq/form-schema/constants";
import type { StoredFormRow } from "@yq/form-schema/read-form";
import { UPGRADED_GROUPS } from "@yq/form-schema/form-groups";
import { upgradeStoredForm } from "@yq/form-schema/upgrade-stored-form";
import { eq, and, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import { forms, formVersions } from "./schema/forms";

// The document columns whose stored shape may predate the current version.
const groupColumns = UPGRADED_GROUPS.map((group) => forms[group]);
const oldRow: SQL = or(
  sql`${forms.version} < ${FORM_DOCUMENT_VERSION}`,
  ...groupColumns.map((c) => sql`jsonb_typeof(${c}) = 'string'`),
)!;
const oldSnapshot: SQL = or(
  sql`coalesce(jsonb_typeof(${formVersions.document} -> 'version') = 'number' and (${formVersions.document} ->> 'version')::numeric >= ${FORM_DOCUMENT_VERSION}, false) = false`,
  ...UPGRADED_GROUPS.map((group) => sql`jsonb_typeof(${formVersions.document} -> ${group}) = 'string'`),
)!;

const columnsOf = (upgraded: NonNullable<ReturnType<typeof upgradeStoredForm>>) =>
  Object.fromEntries([
    ...UPGRADED_GROUPS.map((group) => [group, upgraded[group] ?? null]),
    ["version", upgraded.version],
  ]);

/**
 * The data migration of stored form documents (run after the SQL migrations): every working copy
 * and published snapshot older than the current document version is upgraded once, by the same
 * pure function the package tests, so reading never repairs legacy shapes. Finds nothing to do
 * on every later start. Snapshots are rewritten in place: the upgrade keeps what they say.
 */
export async function upgradeStoredDocuments(db: Db) {
  const rows = await db.select().from(forms).where(oldRow);
  for (const row of rows) {
    const upgraded = upgradeStoredForm(row as StoredFormRow);
    if (upgraded) await db.update(forms).set(columnsOf(upgraded)).where(eq(forms.id, row.id));
  }
  const snapshots = await db.select().from(formVersions).where(oldSnapshot);
  for (const snapshot of snapshots) {
    const document = snapshot.document as StoredFormRow;
    const upgraded = upgradeStoredForm({
      ...document,
      version: typeof document.version === "number" ? document.version : 0,
    });
    if (!upgraded) continue;
    await db
      .update(formVersions)
      .set({ document: { ...document, ...columnsOf(upgraded) } })
      .where(and(eq(formVersions.formId, snapshot.formId), eq(formVersions.version, snapshot.version)));
  }
  return { forms: rows.length, snapshots: snapshots.length };
}
