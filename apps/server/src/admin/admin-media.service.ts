import { isUuid } from "@yq/form-schema/ids";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "@yq/form-schema/upload-rules";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { adminYardSizeMedia } from "../db/schema/media";
import { HttpError } from "../lib/http-error";
import { streamUpload, uploadError, type UploadRules } from "../lib/upload-stream";
import { mediaUrl } from "../storage/storage";
import { recordAudit, type AuditBy } from "../audit/audit.service";

const ADMIN_MEDIA_BUCKET = "admin-yard-size-media";
export const ADMIN_MEDIA_SIZES = ["small", "medium", "large"] as const;
export type AdminMediaSize = (typeof ADMIN_MEDIA_SIZES)[number];

const GIF_RULES: UploadRules = {
  allowedTypes: ["image/gif"],
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    invalidType: UPLOAD_MESSAGES.adminType,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    empty: UPLOAD_MESSAGES.empty,
  },
};

export type AdminMediaItem = {
  id: string;
  sizeCategory: string;
  url: string;
  originalFilename: string | null;
  isActive: boolean;
  createdAt: string;
};

const notFound = () => new HttpError(404, "Media not found");

const toItem = (r: typeof adminYardSizeMedia.$inferSelect): AdminMediaItem => ({
  id: r.id,
  sizeCategory: r.sizeCategory,
  url: r.mediaUrl,
  originalFilename: r.originalFilename,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
});

export async function listAdminMedia(db: Db): Promise<AdminMediaItem[]> {
  const rows = await db
    .select()
    .from(adminYardSizeMedia)
    .orderBy(desc(adminYardSizeMedia.createdAt), desc(adminYardSizeMedia.id));
  return rows.map(toItem);
}

/**
 * file-type calls anything starting "GIF" a GIF; the format itself is "GIF87a" or "GIF89a".
 * Peeks those six bytes and hands on a stream that still starts with them.
 */
async function requireGifSignature(
  body: ReadableStream<Uint8Array> | null,
): Promise<ReadableStream<Uint8Array> | null> {
  if (!body) return body;
  const reader = body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < 6) {
    const next = await reader.read();
    if (next.done) break;
    head.push(next.value);
    size += next.value.byteLength;
  }
  if (size === 0) return null;
  const signature = Buffer.concat(head).subarray(0, 6).toString("latin1");
  if (signature !== "GIF87a" && signature !== "GIF89a") {
    await reader.cancel().catch(() => undefined);
    throw uploadError(415, UPLOAD_MESSAGES.adminType);
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export type AdminUpload = {
  body: ReadableStream<Uint8Array> | null;
  contentType: string;
  contentLength: number | null;
  fileName: string | null;
};

/** Streams a GIF (checked by content) to storage under a random name, then records it. */
export async function uploadAdminMedia(
  deps: Pick<AppDeps, "db" | "storage">,
  size: AdminMediaSize,
  upload: AdminUpload,
): Promise<AdminMediaItem> {
  if (upload.contentLength !== null && upload.contentLength > GIF_RULES.maxBytes)
    throw uploadError(413, GIF_RULES.messages.tooLarge);
  const stored = await streamUpload({
    body: await requireGifSignature(upload.body),
    declaredType: upload.contentType,
    declaredSize: upload.contentLength,
    fileName: upload.fileName ?? undefined,
    rules: GIF_RULES,
    storage: deps.storage,
    keyFor: () => `${ADMIN_MEDIA_BUCKET}/${Date.now()}-${randomBytes(8).toString("hex")}.gif`,
  });
  try {
    const [row] = await deps.db
      .insert(adminYardSizeMedia)
      .values({
        sizeCategory: size,
        mediaUrl: mediaUrl(stored.key),
        storagePath: stored.key,
        mediaType: "gif",
        originalFilename: upload.fileName?.slice(0, 255) || null,
      })
      .returning();
    return toItem(row);
  } catch (err) {
    // No file without its record: a failed insert removes the stored file.
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw err;
  }
}

export async function setAdminMediaActive(db: Db, id: string, isActive: boolean): Promise<AdminMediaItem> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.update(adminYardSizeMedia).set({ isActive }).where(eq(adminYardSizeMedia.id, id)).returning();
  if (!row) throw notFound();
  return toItem(row);
}

/**
 * Removes the stored file and the record together: if the file cannot go, the record stays. The
 * audit entry is part of the same transaction.
 */
export async function deleteAdminMedia(deps: Pick<AppDeps, "db" | "storage">, id: string, by: AuditBy): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(adminYardSizeMedia).where(eq(adminYardSizeMedia.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...by,
      action: "media.deleted",
      targetId: row.id,
      details: { storagePath: row.storagePath, size: row.sizeCategory, fileName: row.originalFilename },
    });
    await deps.storage.delete(row.storagePath);
  });
}
