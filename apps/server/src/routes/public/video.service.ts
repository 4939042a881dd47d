import { randomBytes } from "node:crypto";
import {
  CUSTOMER_VIDEO_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  canonicalMediaType,
  extensionForType,
} from "@yq/form-schema/upload-rules";
import type { AppDeps } from "../../app-env";
import { HttpError } from "../../lib/http-error";
import { streamUpload, type UploadRules } from "../../lib/upload-stream";
import { mediaUrl } from "../../storage/storage";
import type { SubmissionRow } from "./leads.service";

const VIDEO_RULES: UploadRules = {
  allowedTypes: CUSTOMER_VIDEO_TYPES.filter((t) => t !== "video/mov"),
  maxBytes: MAX_UPLOAD_BYTES,
  messages: {
    invalidType: UPLOAD_MESSAGES.customerVideoType,
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    empty: UPLOAD_MESSAGES.empty,
  },
  canonicalType: (type, name) => canonicalMediaType({ type, name }),
};

/** Videos of one lead live under their own prefix, so a record can only point at its own. */
const leadPrefix = (root: SubmissionRow) => `form-media/${root.formId}/${root.id}/`;

export const MAX_VIDEOS_PER_LEAD = 5;

/** Streams the visitor's video into the form-media bucket, checked by content and size. */
export async function storeLeadVideo(deps: AppDeps, root: SubmissionRow, request: Request, declaredSize: number | null) {
  const existing = await deps.storage.list(leadPrefix(root));
  if (existing.length >= MAX_VIDEOS_PER_LEAD) {
    throw new HttpError(429, "Too many videos for this request. Please submit with the video you already uploaded.");
  }
  const stored = await streamUpload({
    body: request.body,
    declaredType: request.headers.get("content-type") ?? "",
    declaredSize,
    fileName: request.headers.get("x-file-name") ?? undefined,
    rules: VIDEO_RULES,
    storage: deps.storage,
    keyFor: (type) => `${leadPrefix(root)}${Date.now()}-${randomBytes(6).toString("hex")}.${extensionForType(type)}`,
  });
  return { videoUrl: mediaUrl(stored.key), size: stored.size, type: stored.type };
}

export async function videoBelongsToLead(deps: AppDeps, root: SubmissionRow, videoUrl: string): Promise<boolean> {
  const prefix = mediaUrl(leadPrefix(root));
  if (!videoUrl.startsWith(prefix)) return false;
  const key = videoUrl.slice("/media/".length);
  const keys = await deps.storage.list(leadPrefix(root));
  return keys.includes(key);
}
