import { eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { forms, formVersions } from "../db/schema/forms";
import { formYardSizeMedia } from "../db/schema/media";
import { mediaUrl } from "../storage/storage";
import { recordAudit, type AuditBy } from "../audit/audit.service";
import { isCurrentLayout, newPathFor, OWNER_MEDIA_BUCKET, placementFromPath } from "./media-layout";

export type MisplacedFile = { oldPath: string; newPath: string | null; reason: string | null };
export type MigrationResult = { migrated: number; failed: number; failures: { oldPath: string; reason: string }[] };

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const keyOf = (path: string) => `${OWNER_MEDIA_BUCKET}/${path}`;

/** Files in the owner media bucket that are not at {formId}/{size}/{file}, with where they belong. */
export async function findMisplacedMedia(deps: Pick<AppDeps, "db" | "storage">): Promise<MisplacedFile[]> {
  const prefix = `${OWNER_MEDIA_BUCKET}/`;
  const keys = (await deps.storage.list(prefix)).filter((k) => k.startsWith(prefix));
  const paths = keys
    .map((k) => k.slice(prefix.length))
    .filter((p) => p && !isCurrentLayout(p))
    .sort();
  if (paths.length === 0) return [];
  // A media record naming the file is the best witness of its form and size.
  const records = await deps.db
    .select({
      formId: formYardSizeMedia.formId,
      size: formYardSizeMedia.sizeCategory,
      storagePath: formYardSizeMedia.storagePath,
    })
    .from(formYardSizeMedia)
    .where(inArray(formYardSizeMedia.storagePath, [...paths, ...paths.map(keyOf)]));
  const planned = paths.map((oldPath) => {
    const record = records.find((r) => r.storagePath === oldPath || r.storagePath === keyOf(oldPath));
    return { oldPath, placement: record ? { formId: record.formId, size: record.size } : placementFromPath(oldPath) };
  });
  const formIds = [...new Set(planned.flatMap((p) => (p.placement ? [p.placement.formId] : [])))];
  const existing = new Set(
    formIds.length
      ? (await deps.db.select({ id: forms.id }).from(forms).where(inArray(forms.id, formIds))).map((f) => f.id)
      : [],
  );
  return planned.map(({ oldPath, placement }) => {
    if (!placement)
      return { oldPath, newPath: null, reason: "Cannot tell which form and yard size this file belongs to" };
    if (!existing.has(placement.formId))
      return { oldPath, newPath: null, reason: "The form this file belongs to no longer exists" };
    return { oldPath, newPath: newPathFor(placement, oldPath), reason: null };
  });
}

/**
 * Moves every movable misplaced file (copy, repoint records and forms, then remove the old file),
 * and records the run in the audit log with its counts.
 */
export async function runMediaMigration(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  by: AuditBy,
): Promise<MigrationResult> {
  const files = await findMisplacedMedia(deps);
  const result: MigrationResult = { migrated: 0, failed: 0, failures: [] };
  for (const file of files) {
    try {
      if (!file.newPath) throw new Error(file.reason ?? "No new path");
      await moveFile(deps, file.oldPath, file.newPath);
      result.migrated++;
    } catch (err) {
      result.failed++;
      result.failures.push({ oldPath: file.oldPath, reason: err instanceof Error ? err.message : String(err) });
      deps.logger.warn({ err, oldPath: file.oldPath }, "media migration: file not moved");
    }
  }
  await recordAudit(deps.db, {
    ...by,
    action: "media.migrated",
    details: { migrated: result.migrated, failed: result.failed },
  });
  return result;
}

async function moveFile(deps: Pick<AppDeps, "db" | "storage">, oldPath: string, newPath: string) {
  const [oldKey, newKey] = [keyOf(oldPath), keyOf(newPath)];
  const source = await deps.storage.get(oldKey);
  if (!source) throw new Error("The file disappeared before it could be moved");
  await deps.storage.put(newKey, source.body, source.contentType);
  try {
    await deps.db.transaction((tx) => repoint(tx, oldPath, newPath));
  } catch (err) {
    await deps.storage.delete(newKey).catch(() => undefined);
    throw err;
  }
  await deps.storage.delete(oldKey);
}

/** Media records and the forms' yard-size settings point at the new place. */
async function repoint(db: Tx, oldPath: string, newPath: string) {
  const [oldKey, newKey] = [keyOf(oldPath), keyOf(newPath)];
  // Records keep whichever convention they used (bucket-prefixed key or path in the bucket).
  await db
    .update(formYardSizeMedia)
    .set({ storagePath: newKey, mediaUrl: mediaUrl(newKey) })
    .where(eq(formYardSizeMedia.storagePath, oldKey));
  await db
    .update(formYardSizeMedia)
    .set({ storagePath: newPath, mediaUrl: mediaUrl(newKey) })
    .where(eq(formYardSizeMedia.storagePath, oldPath));
  // The closing quote of the JSON string keeps /a.gif from matching /a.gif.bak.
  const [oldUrl, newUrl] = [`${mediaUrl(oldKey)}"`, `${mediaUrl(newKey)}"`];
  await db
    .update(forms)
    .set({ yardSizes: sql`replace(${forms.yardSizes}::text, ${oldUrl}, ${newUrl})::jsonb` })
    .where(sql`${forms.yardSizes}::text like ${`%${oldUrl}%`}`);
  // Published versions are never edited, but one must not keep pointing at a file about to go;
  // visitors' cached documents of those forms are renewed with a new content version.
  const moved = await db
    .update(formVersions)
    .set({ document: sql`replace(${formVersions.document}::text, ${oldUrl}, ${newUrl})::jsonb` })
    .where(sql`${formVersions.document}::text like ${`%${oldUrl}%`}`)
    .returning({ formId: formVersions.formId });
  if (moved.length > 0) {
    const ids = [...new Set(moved.map((row) => row.formId))];
    await db
      .update(forms)
      .set({ contentVersion: sql`gen_random_uuid()` })
      .where(inArray(forms.id, ids));
  }
}
