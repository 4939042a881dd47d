import type { FormDocument } from "@yq/form-schema/form-document";
import { readFormDocument, type StoredFormRow } from "@yq/form-schema/read-form";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { formVersions } from "../db/schema/forms";
import { BoundedCache, deepFreeze } from "./bounded-cache";

// A published snapshot (form_versions) never changes, so one read of a (form, version) pair serves
// for good: the public routes read the version a lead was started on, and the outbox worker the
// version a lead's emails are rendered from (decision 129).
const snapshots = new BoundedCache<string, FormDocument>(500);

/** The published snapshot of this version, frozen and shared (null: no such version). */
export async function versionDocument(db: Db, formId: string, version: number): Promise<FormDocument | null> {
  const key = `${formId}:${version}`;
  const cached = snapshots.get(key);
  if (cached) return cached;
  const [row] = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  if (!row) return null;
  const document = deepFreeze(readFormDocument(row.document as StoredFormRow));
  snapshots.set(key, document);
  return document;
}
