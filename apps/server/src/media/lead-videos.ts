import { randomBytes } from "node:crypto";
import {
  CUSTOMER_VIDEO_TYPES,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  canonicalMediaType,
  extensionForType,
} from "@yq/form-schema/upload-rules";
import type { AppDeps } from "../app-env";
import type { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { hit, releaseHit, type RateRule } from "../lib/rate-limit";
import { streamUpload, type UploadRules } from "../lib/upload-stream";
import { mediaUrl } from "../storage/storage";

// Where a lead's videos live in storage, and how one is stored: the public form takes them in
// (quotes/video.service.ts), deleting a lead (leads/) or an account (account/) removes them, so the
// layout sits below all three.

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

/** The lead a video belongs to: its root record's id and its form. */
type LeadOfVideo = Pick<typeof formSubmissions.$inferSelect, "id" | "formId">;

/** Every customer video of a form lives under this prefix (what deleting an account removes). */
export const formVideoPrefix = (formId: string) => `form-media/${formId}/`;

/** Videos of one lead live under their own prefix, so a record can only point at its own. */
export const leadVideoPrefix = (formId: string, leadId: string) => `${formVideoPrefix(formId)}${leadId}/`;
const leadPrefix = (root: LeadOfVideo) => leadVideoPrefix(root.formId, root.id);

export const MAX_VIDEOS_PER_LEAD = 5;

/**
 * Slots reserved per lead (stored videos plus uploads under way), counted by one atomic upsert
 * before any byte is stored: listing the files and then storing let eight parallel uploads all
 * see room for one more. The window only needs to outlast a visitor's visit; the file listing
 * still answers for a lead whose counter has expired.
 */
const VIDEO_SLOTS: RateRule = { limit: MAX_VIDEOS_PER_LEAD, windowSeconds: 6 * 3600 };
const slotKey = (root: LeadOfVideo) => `public:video-slots:${root.id}`;
const tooManyVideos = () =>
  new HttpError(429, "Too many videos for this request. Please submit with the video you already uploaded.");

/**
 * Streams the visitor's video into the form-media bucket, checked by content and size; the caller
 * has checked the lead's token and that its form still takes quotes (quotes/video.service.ts).
 */
export async function storeLeadVideo(deps: AppDeps, root: LeadOfVideo, request: Request, declaredSize: number | null) {
  const existing = await deps.storage.list(leadPrefix(root));
  if (existing.length >= MAX_VIDEOS_PER_LEAD) throw tooManyVideos();
  const slot = await hit(deps.db, slotKey(root), VIDEO_SLOTS);
  if (slot.count > MAX_VIDEOS_PER_LEAD) {
    await releaseHit(deps.db, slotKey(root));
    throw tooManyVideos();
  }
  const stored = await streamUpload({
    body: request.body,
    declaredType: request.headers.get("content-type") ?? "",
    declaredSize,
    fileName: request.headers.get("x-file-name") ?? undefined,
    rules: VIDEO_RULES,
    storage: deps.storage,
    keyFor: (type) => `${leadPrefix(root)}${Date.now()}-${randomBytes(6).toString("hex")}.${extensionForType(type)}`,
  }).catch(async (err: unknown) => {
    // Nothing was stored: the slot is free again.
    await releaseHit(deps.db, slotKey(root));
    throw err;
  });
  return { videoUrl: mediaUrl(stored.key), size: stored.size, type: stored.type };
}

export async function videoBelongsToLead(deps: AppDeps, root: LeadOfVideo, videoUrl: string): Promise<boolean> {
  const prefix = mediaUrl(leadPrefix(root));
  if (!videoUrl.startsWith(prefix)) return false;
  const key = videoUrl.slice("/media/".length);
  const keys = await deps.storage.list(leadPrefix(root));
  return keys.includes(key);
}
