import { isUuid } from "@yq/form-schema/ids";
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import {
  MAX_MEDIA_PER_SIZE,
  MAX_UPLOAD_BYTES,
  OWNER_MEDIA_TYPES,
  UPLOAD_MESSAGES,
  canonicalMediaType,
  extensionForType,
} from "@yq/form-schema/upload-rules";
import type { YardSize } from "@yq/form-schema/constants";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { HttpError } from "../lib/http-error";
import { streamUpload, type UploadRules } from "../lib/upload-stream";
import { FORM_NOT_FOUND, findOwnedForm } from "../lib/owned-form";
import { mediaUrl } from "../storage/storage";

const YARD_MEDIA_BUCKET = "form-yard-size-media";

/** Every yard-size file of a form in the current layout (what deleting an account removes). */
export const formMediaPrefix = (formId: string) => `${YARD_MEDIA_BUCKET}/${formId}/`;

const OWNER_MEDIA_RULES: UploadRules = {
  allowedTypes: OWNER_MEDIA_TYPES.filter((t) => t !== "video/mov"),
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    invalidType: UPLOAD_MESSAGES.ownerType,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    empty: UPLOAD_MESSAGES.empty,
  },
  canonicalType: (type, name) => canonicalMediaType({ type, name }),
};

export type MediaItem = { id: string; sizeCategory: string; url: string; createdAt: string };

const formNotFound = () => new HttpError(404, FORM_NOT_FOUND);
const mediaNotFound = () => new HttpError(404, "Media not found");

/** Media belongs to a form: the forms' one ownership check decides (404 for another owner). */
async function requireOwnedForm(db: Db, userId: string, formId: string): Promise<string> {
  return (await findOwnedForm(db, userId, formId)).id;
}

const toItem = (row: typeof formYardSizeMedia.$inferSelect): MediaItem => ({
  id: row.id,
  sizeCategory: row.sizeCategory,
  url: row.mediaUrl,
  createdAt: row.createdAt.toISOString(),
});

export async function listMedia(db: Db, userId: string, formId: string, size: YardSize): Promise<MediaItem[]> {
  await requireOwnedForm(db, userId, formId);
  const rows = await db
    .select()
    .from(formYardSizeMedia)
    .where(and(eq(formYardSizeMedia.formId, formId), eq(formYardSizeMedia.sizeCategory, size)))
    .orderBy(desc(formYardSizeMedia.createdAt), desc(formYardSizeMedia.id));
  return rows.map(toItem);
}

export type UploadRequest = {
  body: ReadableStream<Uint8Array> | null;
  contentType: string;
  contentLength: number | null;
  fileName?: string;
};

/** Stores the file at {formId}/{size}/{timestamp}-{random}.{ext}, then records it. */
export async function uploadMedia(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  userId: string,
  formId: string,
  size: YardSize,
  upload: UploadRequest,
): Promise<MediaItem> {
  await requireOwnedForm(deps.db, userId, formId);
  // An early answer before any byte is stored; the locked count below is what holds.
  if ((await mediaCount(deps.db, formId, size)) >= MAX_MEDIA_PER_SIZE) throw tooManyMedia();
  const stored = await streamUpload({
    body: upload.body,
    declaredType: upload.contentType,
    declaredSize: upload.contentLength,
    fileName: upload.fileName,
    rules: OWNER_MEDIA_RULES,
    storage: deps.storage,
    keyFor: (type) =>
      `${YARD_MEDIA_BUCKET}/${formId}/${size}/${Date.now()}-${randomBytes(6).toString("hex")}.${extensionForType(type)}`,
  });
  try {
    // The form row is locked while counting and inserting, so parallel uploads take the last
    // places one after the other; a file that finds no place is removed below.
    const row = await deps.db.transaction(async (tx) => {
      await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).for("update");
      if ((await mediaCount(tx, formId, size)) >= MAX_MEDIA_PER_SIZE) throw tooManyMedia();
      const [inserted] = await tx
        .insert(formYardSizeMedia)
        .values({ formId, sizeCategory: size, mediaUrl: mediaUrl(stored.key), storagePath: stored.key })
        .returning();
      return inserted;
    });
    return toItem(row);
  } catch (err) {
    // No file without its record: the form was deleted meanwhile, or no place was left.
    await deps.storage.delete(stored.key).catch(() => undefined);
    if (!(await formExists(deps.db, formId))) throw formNotFound();
    throw err;
  }
}

const tooManyMedia = () =>
  new HttpError(409, UPLOAD_MESSAGES.tooManyMedia.message, { "X-Error-Title": UPLOAD_MESSAGES.tooManyMedia.title });

async function mediaCount(db: Pick<Db, "select">, formId: string, size: YardSize) {
  const [row] = await db
    .select({ n: count() })
    .from(formYardSizeMedia)
    .where(and(eq(formYardSizeMedia.formId, formId), eq(formYardSizeMedia.sizeCategory, size)));
  return row.n;
}

async function formExists(db: Db, formId: string) {
  const [row] = await db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  return Boolean(row);
}

/**
 * Deletes the record, then the file; a failed file removal alone is only logged: the owner's
 * choice is gone either way, and a stray file harms nobody.
 */
export async function deleteMedia(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  userId: string,
  formId: string,
  mediaId: string,
): Promise<void> {
  await requireOwnedForm(deps.db, userId, formId);
  if (!isUuid(mediaId)) throw mediaNotFound();
  const [row] = await deps.db
    .delete(formYardSizeMedia)
    .where(and(eq(formYardSizeMedia.id, mediaId), eq(formYardSizeMedia.formId, formId)))
    .returning();
  if (!row) throw mediaNotFound();
  try {
    await deps.storage.delete(row.storagePath);
  } catch (err) {
    deps.logger.warn({ err, key: row.storagePath }, "could not remove a media file from storage");
  }
}

/**
 * "Remove Media" on a yard size: every record of that form and size, the size's chosen media in
 * the stored form (so the public form never shows a deleted file, even if the builder's autosave
 * does not follow), then their files. Records and form change together; a file that cannot be
 * removed afterwards is only logged, as for a single item.
 */
export async function removeSizeMedia(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  userId: string,
  formId: string,
  size: YardSize,
): Promise<{ removed: number }> {
  await requireOwnedForm(deps.db, userId, formId);
  const rows = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(formYardSizeMedia)
      .where(and(eq(formYardSizeMedia.formId, formId), eq(formYardSizeMedia.sizeCategory, size)))
      .returning({ storagePath: formYardSizeMedia.storagePath });
    await tx
      .update(forms)
      .set({ yardSizes: sql`jsonb_set(${forms.yardSizes}, array[${size}, 'media']::text[], '""'::jsonb)` })
      .where(and(eq(forms.id, formId), sql`jsonb_typeof(${forms.yardSizes} -> ${size}) = 'object'`));
    return deleted;
  });
  for (const row of rows) {
    try {
      await deps.storage.delete(row.storagePath);
    } catch (err) {
      deps.logger.warn({ err, key: row.storagePath }, "could not remove a media file from storage");
    }
  }
  return { removed: rows.length };
}
