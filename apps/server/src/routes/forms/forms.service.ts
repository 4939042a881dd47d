import { desc, eq } from "drizzle-orm";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { AppDeps } from "../../app-env";
import type { Db } from "../../db/client";
import { forms } from "../../db/schema/forms";
import { formYardSizeMedia } from "../../db/schema/media";
import { HttpError } from "../../lib/http-error";
import { formSubmissions } from "../../db/schema/submissions";
import { formDetail, formSummary } from "./form-views";
import { assertMowingSlotFree, isMowingLimitViolation, mowingLimitReached } from "./mowing-limit";
import { FORM_NOT_FOUND, findOwnedForm } from "./owned-form";
import { assertPublishable, cleanDocument, documentColumns } from "./store-document";

export async function listForms(db: Db, userId: string) {
  const rows = await db.select().from(forms).where(eq(forms.userId, userId)).orderBy(desc(forms.createdAt), desc(forms.id));
  return rows.map(formSummary);
}

export async function getForm(db: Db, userId: string, formId: string) {
  return formDetail(await findOwnedForm(db, userId, formId));
}

/** The index violation can only mean a concurrent create won the one mowing slot. */
async function withMowingLimit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isMowingLimitViolation(err)) throw mowingLimitReached();
    throw err;
  }
}

export async function createForm(db: Db, userId: string, input: FormDocument) {
  const doc = cleanDocument(input);
  assertPublishable(doc);
  if (doc.formType === "mowing_quote") await assertMowingSlotFree(db, userId);
  const [row] = await withMowingLimit(() =>
    db
      .insert(forms)
      .values({ ...documentColumns(doc), userId, lastPublishedAt: doc.status === "published" ? new Date() : null })
      .returning({ id: forms.id, status: forms.status }),
  );
  return { id: row.id, status: doc.status };
}

/** The same payload serves manual save and autosave; the status inside it decides. */
export async function updateForm(db: Db, userId: string, formId: string, input: FormDocument) {
  const current = await findOwnedForm(db, userId, formId);
  const doc = cleanDocument(input);
  assertPublishable(doc);
  if (doc.formType === "mowing_quote" && current.formType !== "mowing_quote") {
    await assertMowingSlotFree(db, userId, formId);
  }
  const now = new Date();
  const [row] = await withMowingLimit(() =>
    db
      .update(forms)
      .set({
        ...documentColumns(doc),
        updatedAt: now,
        // Every save of a published form changes what visitors see, so it counts as publishing.
        lastPublishedAt: doc.status === "published" ? now : current.lastPublishedAt,
      })
      .where(eq(forms.id, current.id))
      .returning({ id: forms.id, updatedAt: forms.updatedAt }),
  );
  // Deleted between the lookup and the write (another tab): the same answer as a missing form.
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  return { id: row.id, status: doc.status, updatedAt: row.updatedAt.toISOString() };
}

/**
 * The form, its submissions and its media rows go together or not at all; the stored files
 * are removed after the commit, since a file cannot be put back if the transaction rolls back.
 */
export async function deleteForm(deps: AppDeps, userId: string, formId: string) {
  const form = await findOwnedForm(deps.db, userId, formId);
  const media = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ storagePath: formYardSizeMedia.storagePath })
      .from(formYardSizeMedia)
      .where(eq(formYardSizeMedia.formId, form.id));
    await tx.delete(formSubmissions).where(eq(formSubmissions.formId, form.id));
    await tx.delete(formYardSizeMedia).where(eq(formYardSizeMedia.formId, form.id));
    await tx.delete(forms).where(eq(forms.id, form.id));
    return rows;
  });
  for (const { storagePath } of media) {
    try {
      await deps.storage.delete(storagePath);
    } catch (err) {
      deps.logger.warn({ err, formId: form.id, storagePath }, "could not remove a media file of a deleted form");
    }
  }
  return { ok: true as const };
}
