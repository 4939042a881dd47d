// Upload rules checked in the browser before sending and again on the server before storing.

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

// "video/mov" is what the product listed first; browsers report .mov files as "video/quicktime". Both are taken.
export const OWNER_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "video/mp4",
  "video/webm",
  "video/quicktime",
  "video/mov",
] as const;
/** A listed service's image: the owner's picture types, never a video. */
export const SERVICE_IMAGE_TYPES = OWNER_MEDIA_TYPES.filter((type) => type.startsWith("image/"));
export const CUSTOMER_VIDEO_TYPES = ["video/mp4", "video/webm", "video/quicktime", "video/mov"] as const;
export const ADMIN_MEDIA_TYPES = ["image/gif"] as const;

export const UPLOAD_MESSAGES = {
  ownerType: {
    title: "Invalid file type",
    message: "Please upload an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, MOV)",
  },
  // Ours: a listed service shows a picture, never a video.
  serviceImageType: { title: "Invalid file type", message: "Please upload an image (JPEG, PNG, GIF, WebP)" },
  tooLarge: { title: "File too large", message: "Please upload a file smaller than 50MB" },
  adminType: { title: "Invalid file type", message: "Please upload a GIF file" },
  // Ours: the visitor's video rules mirror the owner's.
  customerVideoType: { title: "Invalid file type", message: "Please upload a video (MP4, WebM, MOV)" },
  // Ours too: an empty file is never useful media.
  empty: { title: "Empty file", message: "The selected file is empty. Please choose another file" },
  // Ours: without a count a form could hold any number of 50 MB files.
  tooManyMedia: { title: "Too many files", message: "This yard size already has 20 files. Delete one to add another" },
} as const;

/** Owner media files per form and yard size (the message above names the number). */
export const MAX_MEDIA_PER_SIZE = 20;

export interface UploadProblem {
  title: string;
  message: string;
}

/** What the browser's File (or a server upload) tells us; name is only a fallback for type. */
export interface UploadInfo {
  type: string;
  size: number;
  name?: string;
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

const EXTENSION_BY_TYPE: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/**
 * One name per type ("video/mov" -> "video/quicktime"). Some systems send .mov files with an
 * empty type, so an empty type is taken from the file name's extension.
 */
export function canonicalMediaType(file: Pick<UploadInfo, "type" | "name">): string {
  let type = file.type.trim().toLowerCase().split(";")[0]!.trim();
  if (type === "" && file.name) type = TYPE_BY_EXTENSION[file.name.split(".").pop()!.toLowerCase()] ?? "";
  return type === "video/mov" ? "video/quicktime" : type;
}

/** File extension for storage paths ({timestamp}-{random}.{ext}); "bin" for anything else. */
export function extensionForType(type: string): string {
  return EXTENSION_BY_TYPE[canonicalMediaType({ type })] ?? "bin";
}

export function mediaKind(type: string): "image" | "video" | null {
  const canonical = canonicalMediaType({ type });
  if (canonical.startsWith("image/")) return "image";
  if (canonical.startsWith("video/")) return "video";
  return null;
}

function check(file: UploadInfo, allowed: readonly string[], typeProblem: UploadProblem): UploadProblem | null {
  const type = canonicalMediaType(file);
  if (!allowed.includes(type)) return typeProblem;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  if (!(file.size > 0)) return UPLOAD_MESSAGES.empty;
  return null;
}

/** The owner's yard-size media: images and videos up to 50 MB. */
export function checkOwnerMediaUpload(file: UploadInfo): UploadProblem | null {
  return check(file, OWNER_MEDIA_TYPES, UPLOAD_MESSAGES.ownerType);
}

/** A visitor's project video. */
export function checkCustomerVideoUpload(file: UploadInfo): UploadProblem | null {
  return check(file, CUSTOMER_VIDEO_TYPES, UPLOAD_MESSAGES.customerVideoType);
}

/** The admin media library takes GIFs only. */
export function checkAdminGifUpload(file: UploadInfo): UploadProblem | null {
  return check(file, ADMIN_MEDIA_TYPES, UPLOAD_MESSAGES.adminType);
}
