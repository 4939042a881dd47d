import type { FormDocument } from "@yq/form-schema/form-document";
import { readFormDocument, type StoredFormRow } from "@yq/form-schema/read-form";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms, formVersions } from "../db/schema/forms";
import { HttpError } from "../lib/http-error";
import { FORM_NOT_FOUND, type FormRow } from "../lib/owned-form";
import { assertPublishable, documentColumns } from "./store-document";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Makes `doc` the form's working copy and its next published version, checked strictly first.
 * The version number comes from the row inside the same statement that sets it, so two
 * publishes at once get two numbers.
 */
export async function storePublishedVersion(tx: Tx | Db, formId: string, input: FormDocument) {
  const doc: FormDocument = { ...input, status: "published" };
  assertPublishable(doc);
  return writePublishedVersion(tx, formId, doc);
}

/** The write of storePublishedVersion without its check (test fixtures build forms directly). */
export async function writePublishedVersion(tx: Tx | Db, formId: string, input: FormDocument) {
  const doc: FormDocument = { ...input, status: "published" };
  const now = new Date();
  const [row] = await tx
    .update(forms)
    .set({
      ...documentColumns(doc),
      updatedAt: now,
      lastPublishedAt: now,
      publishedVersion: sql`coalesce(${forms.publishedVersion}, 0) + 1`,
    })
    .where(eq(forms.id, formId))
    .returning({ id: forms.id, updatedAt: forms.updatedAt, publishedVersion: forms.publishedVersion });
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  const version = row.publishedVersion!;
  await tx.insert(formVersions).values({ formId, version, document: documentColumns(doc), publishedAt: now });
  return {
    id: row.id,
    status: "published" as const,
    updatedAt: row.updatedAt.toISOString(),
    publishedVersion: version,
  };
}

/** The form's latest published snapshot, read like a stored row (null: never published). */
export async function latestVersion(db: Db, row: FormRow): Promise<FormDocument | null> {
  if (row.publishedVersion === null) return null;
  const [snapshot] = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(and(eq(formVersions.formId, row.id), eq(formVersions.version, row.publishedVersion)));
  return snapshot ? readFormDocument(snapshot.document as StoredFormRow) : null;
}

/** Whether the working copy differs from what visitors see (status aside: it is the row's). */
export function differsFromPublished(row: FormRow, published: FormDocument | null): boolean {
  if (!published) return false;
  const working = { ...readFormDocument(row), status: published.status };
  return JSON.stringify(working) !== JSON.stringify(published);
}
