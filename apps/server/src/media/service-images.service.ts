import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  MAX_UPLOAD_BYTES,
  SERVICE_IMAGE_TYPES,
  UPLOAD_MESSAGES,
  canonicalMediaType,
  extensionForType,
} from "@yq/form-schema/upload-rules";
import type { Services } from "@yq/form-schema/form-document";
import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";
import { forms, formVersions } from "../db/schema/forms";
import { HttpError } from "../lib/http-error";
import { streamUpload, type UploadRules } from "../lib/upload-stream";
import { FORM_NOT_FOUND, findOwnedForm } from "../lib/owned-form";
import { mediaUrl } from "../storage/storage";
import type { UploadRequest } from "./media.service";

/**
 * A listed service's image. It has no table: its address
 * lives in the service itself, so the files are only the storage prefix of the form, removed with
 * the form and with the account. They stay apart from the yard-size bucket, whose "Remove Media"
 * deletes a size's files.
 */
const SERVICE_IMAGE_BUCKET = "form-service-images";

/** Every service image of a form (what deleting the form or the account removes). */
export const formServiceImagePrefix = (formId: string) => `${SERVICE_IMAGE_BUCKET}/${formId}/`;

const SERVICE_IMAGE_RULES: UploadRules = {
  allowedTypes: SERVICE_IMAGE_TYPES,
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    invalidType: UPLOAD_MESSAGES.serviceImageType,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    empty: UPLOAD_MESSAGES.empty,
  },
  canonicalType: (type, name) => canonicalMediaType({ type, name }),
};

/** Files a form may hold here: ten services replacing their image a few times each, not unbounded 50 MB files. */
export const MAX_SERVICE_IMAGES_PER_FORM = 40;

/**
 * A replaced image stays stored: a published version may still show it. Once the form is full,
 * files that neither the working copy nor any version names are removed, if older than a day,
 * so an upload whose address the builder has not saved yet is never taken.
 */
const UNUSED_AFTER_MS = 24 * 60 * 60 * 1000;

const tooManyImages = () =>
  new HttpError(
    409,
    `This form already uses ${MAX_SERVICE_IMAGES_PER_FORM} uploaded service images. Remove one from a service, then upload again`,
    { "X-Error-Title": "Too many images" },
  );

/** Stores the image at form-service-images/{formId}/{timestamp}-{random}.{ext}; answers its served address. */
export async function uploadServiceImage(
  deps: Pick<AppDeps, "db" | "storage">,
  userId: string,
  formId: string,
  upload: UploadRequest,
): Promise<{ url: string }> {
  await findOwnedForm(deps.db, userId, formId);
  // A check before any byte is stored, not a lock: two uploads at once may pass it together.
  if ((await storedImages(deps, formId)).length >= MAX_SERVICE_IMAGES_PER_FORM) {
    await removeUnused(deps, formId);
    if ((await storedImages(deps, formId)).length >= MAX_SERVICE_IMAGES_PER_FORM) throw tooManyImages();
  }
  const stored = await streamUpload({
    body: upload.body,
    declaredType: upload.contentType,
    declaredSize: upload.contentLength,
    fileName: upload.fileName,
    rules: SERVICE_IMAGE_RULES,
    storage: deps.storage,
    keyFor: (type) =>
      `${formServiceImagePrefix(formId)}${Date.now()}-${randomBytes(6).toString("hex")}.${extensionForType(type)}`,
  });
  // Deleting a form lists this prefix after its rows are gone: a file stored while it ran is
  // either listed there or found here without its form, and removed.
  const [form] = await deps.db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId));
  if (!form) {
    await deps.storage.delete(stored.key).catch(() => undefined);
    throw new HttpError(404, FORM_NOT_FOUND);
  }
  return { url: mediaUrl(stored.key) };
}

const storedImages = (deps: Pick<AppDeps, "storage">, formId: string) =>
  deps.storage.list(formServiceImagePrefix(formId));

async function removeUnused(deps: Pick<AppDeps, "db" | "storage">, formId: string) {
  const named = await namedImages(deps.db, formId);
  const cutoff = Date.now() - UNUSED_AFTER_MS;
  for (const key of await storedImages(deps, formId)) {
    const storedAt = Number(/\/(\d+)-[^/]*$/.exec(key)?.[1] ?? Number.NaN);
    if (named.has(mediaUrl(key)) || !(storedAt < cutoff)) continue;
    await deps.storage.delete(key).catch(() => undefined);
  }
}

/** The image addresses of the form's listed services, in its working copy and every published version. */
async function namedImages(db: Db, formId: string): Promise<Set<string>> {
  const [current] = await db.select({ services: forms.services }).from(forms).where(eq(forms.id, formId));
  const versions = await db
    .select({ document: formVersions.document })
    .from(formVersions)
    .where(eq(formVersions.formId, formId));
  const groups: (Services | null | undefined)[] = [current?.services, ...versions.map((v) => v.document.services)];
  return new Set(groups.flatMap((services) => (services?.listed ?? []).map((service) => service.image)));
}
