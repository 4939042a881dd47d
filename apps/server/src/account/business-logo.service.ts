import { LOGO_MESSAGES, LOGO_TYPES, MAX_LOGO_BYTES } from "@yq/form-schema/business-profile";
import { canonicalMediaType, extensionForType } from "@yq/form-schema/upload-rules";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { profiles } from "../db/schema/profiles";
import { streamUpload, type UploadRules } from "../lib/upload-stream";
import type { UploadRequest } from "../media/media.service";

const LOGO_BUCKET = "business-logos";

/** Every logo file of an account (what deleting the account removes). */
export const logoPrefix = (userId: string) => `${LOGO_BUCKET}/${userId}/`;

// Images only, small enough for an email header; the content is sniffed like
// every other upload (lib/upload-stream.ts), so a renamed file is refused too.
const LOGO_RULES: UploadRules = {
  allowedTypes: LOGO_TYPES,
  maxBytes: MAX_LOGO_BYTES,
  messages: { invalidType: LOGO_MESSAGES.type, tooLarge: LOGO_MESSAGES.tooLarge, empty: LOGO_MESSAGES.empty },
  canonicalType: (type, name) => canonicalMediaType({ type, name }),
};

/** Stores the logo, then points the profile at it and removes the one it replaces. */
export async function uploadLogo(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  userId: string,
  upload: UploadRequest,
) {
  const stored = await streamUpload({
    body: upload.body,
    declaredType: upload.contentType,
    declaredSize: upload.contentLength,
    fileName: upload.fileName,
    rules: LOGO_RULES,
    storage: deps.storage,
    keyFor: (type) => `${logoPrefix(userId)}${Date.now()}-${randomBytes(6).toString("hex")}.${extensionForType(type)}`,
  });
  await deps.db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const [before] = await deps.db.select({ logoPath: profiles.logoPath }).from(profiles).where(eq(profiles.id, userId));
  await deps.db.update(profiles).set({ logoPath: stored.key, updatedAt: new Date() }).where(eq(profiles.id, userId));
  if (before?.logoPath) await removeFile(deps, before.logoPath);
}

/** The profile shows no logo any more; its file is removed. */
export async function removeLogo(deps: Pick<AppDeps, "db" | "storage" | "logger">, userId: string) {
  const [before] = await deps.db.select({ logoPath: profiles.logoPath }).from(profiles).where(eq(profiles.id, userId));
  await deps.db.update(profiles).set({ logoPath: null, updatedAt: new Date() }).where(eq(profiles.id, userId));
  if (before?.logoPath) await removeFile(deps, before.logoPath);
}

// The owner's choice holds either way; a file left behind harms nobody and is only logged.
async function removeFile(deps: Pick<AppDeps, "storage" | "logger">, key: string) {
  await deps.storage
    .delete(key)
    .catch((err: unknown) => deps.logger.error({ err, key }, "an old logo could not be removed"));
}
