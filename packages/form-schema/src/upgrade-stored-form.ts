import { FORM_DOCUMENT_VERSION } from "./constants";
import { UPGRADED_GROUPS } from "./form-groups";
import { migrateFormDocument, type RawFormDocument } from "./migrate-form-document";
import type { StoredFormRow } from "./read-form";
import { decodeJson } from "./repair";

export type UpgradedForm = RawFormDocument & { version: number };

/**
 * A stored form brought to the current document version: groups stored as JSON text (the earlier
 * product) decoded, then every migration step from the stored version applied. Pure. Null when
 * the form is already current, so a data migration touches each old form once and then never.
 */
export function upgradeStoredForm(row: StoredFormRow): UpgradedForm | null {
  const version = typeof row.version === "number" && Number.isInteger(row.version) ? row.version : 0;
  const textGroups = UPGRADED_GROUPS.some((group) => typeof row[group] === "string");
  if (version >= FORM_DOCUMENT_VERSION && !textGroups) return null;
  const raw: RawFormDocument = {
    name: row.name,
    description: row.description,
    status: row.status,
    formType: row.formType,
  };
  for (const group of UPGRADED_GROUPS) raw[group] = decodeJson(row[group]);
  const upgraded = migrateFormDocument(raw, version >= FORM_DOCUMENT_VERSION ? FORM_DOCUMENT_VERSION : row.version);
  return { ...upgraded, version: Math.max(version, FORM_DOCUMENT_VERSION) };
}
