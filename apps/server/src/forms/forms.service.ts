import { desc, eq } from "drizzle-orm";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { HttpError } from "../lib/http-error";
import { formServiceImagePrefix } from "../media/service-images.service";
import { formSubmissions } from "../db/schema/submissions";
import { formDetail, formSummary } from "./form-views";
import { assertMowingSlotFree, isMowingLimitViolation, mowingLimitReached } from "./mowing-limit";
import { FORM_NOT_FOUND, findOwnedForm } from "../lib/owned-form";
import { differsFromPublished, latestVersion, storePublishedVersion } from "./form-versions";
import { assertPublishable, cleanDocument, documentColumns } from "./store-document";

export async function listForms(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(forms)
    .where(eq(forms.userId, userId))
    .orderBy(desc(forms.createdAt), desc(forms.id));
  return rows.map(formSummary);
}

export async function getForm(db: Db, userId: string, formId: string) {
  const row = await findOwnedForm(db, userId, formId);
  return formDetail(row, differsFromPublished(row, await latestVersion(db, row)));
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

/** Only a second Mowing Quote is refused (mowing-limit.ts); snow and other forms are not limited. */
export async function createForm(db: Db, userId: string, input: FormDocument) {
  const doc = cleanDocument(input);
  assertPublishable(doc);
  if (doc.formType === "mowing_quote") await assertMowingSlotFree(db, userId);
  const id = await withMowingLimit(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(forms)
        .values({ ...documentColumns({ ...doc, status: "draft" }), userId })
        .returning({ id: forms.id });
      if (doc.status === "published") await storePublishedVersion(tx, row.id, doc);
      return row.id;
    }),
  );
  return { id, status: doc.status };
}

/**
 * Manual save and autosave store the working copy loosely: visitors keep the published version
 * until the owner publishes. A draft status takes the form offline (Save Draft); a published
 * status on a form that is not live publishes it (checked strictly), on a live form it is only
 * the working copy's autosave.
 */
export async function updateForm(db: Db, userId: string, formId: string, input: FormDocument) {
  const current = await findOwnedForm(db, userId, formId);
  const doc = cleanDocument(input);
  if (doc.formType === "mowing_quote" && current.formType !== "mowing_quote") {
    await assertMowingSlotFree(db, userId, formId);
  }
  if (doc.status === "published" && current.status !== "published") {
    const published = await withMowingLimit(() => db.transaction((tx) => storePublishedVersion(tx, current.id, doc)));
    return { ...published, unpublishedChanges: false };
  }
  const [row] = await withMowingLimit(() =>
    db.update(forms).set(workingCopyColumns(doc, current.status)).where(eq(forms.id, current.id)).returning(),
  );
  // Deleted between the lookup and the write (another tab): the same answer as a missing form.
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  const unpublishedChanges = row.status === "published" && differsFromPublished(row, await latestVersion(db, row));
  return { id: row.id, status: doc.status, updatedAt: row.updatedAt.toISOString(), unpublishedChanges };
}

/**
 * The working copy's columns; status only when it changes (Save Draft), since naming it in the
 * update gives the row a new content version, and visitors' cached documents with it.
 */
function workingCopyColumns(doc: FormDocument, currentStatus: string) {
  const { status, ...columns } = documentColumns(doc);
  return { ...columns, ...(status === currentStatus ? {} : { status }), updatedAt: new Date() };
}

/** Publish changes: the document becomes the working copy and the next published version. */
export async function publishForm(db: Db, userId: string, formId: string, input: FormDocument) {
  const current = await findOwnedForm(db, userId, formId);
  const doc = cleanDocument(input);
  if (doc.formType === "mowing_quote" && current.formType !== "mowing_quote") {
    await assertMowingSlotFree(db, userId, formId);
  }
  const published = await withMowingLimit(() => db.transaction((tx) => storePublishedVersion(tx, current.id, doc)));
  return { ...published, unpublishedChanges: false };
}

/** Discard changes: the working copy becomes the latest published version again. */
export async function discardChanges(db: Db, userId: string, formId: string) {
  const current = await findOwnedForm(db, userId, formId);
  const published = await latestVersion(db, current);
  if (!published) throw new HttpError(409, "This form has no published version to go back to.");
  const [row] = await withMowingLimit(() =>
    db
      .update(forms)
      .set(
        workingCopyColumns(
          { ...published, status: current.status === "published" ? "published" : "draft" },
          current.status,
        ),
      )
      .where(eq(forms.id, current.id))
      .returning(),
  );
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  return formDetail(row, false);
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
  // Service images have no rows (media/service-images.service.ts): listed after the commit, so an
  // upload finishing meanwhile is found here or, without its form, by the upload itself.
  const serviceImages = await deps.storage.list(formServiceImagePrefix(form.id)).catch((err: unknown) => {
    deps.logger.warn({ err, formId: form.id }, "could not list the service images of a deleted form");
    return [];
  });
  for (const storagePath of [...media.map((row) => row.storagePath), ...serviceImages]) {
    try {
      await deps.storage.delete(storagePath);
    } catch (err) {
      deps.logger.warn({ err, formId: form.id, storagePath }, "could not remove a media file of a deleted form");
    }
  }
  return { ok: true as const };
}
