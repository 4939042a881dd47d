import { describe, expect, it } from "vitest";
import {
  MAX_UPLOAD_BYTES,
  canonicalMediaType,
  checkAdminGifUpload,
  checkCustomerVideoUpload,
  checkOwnerMediaUpload,
  extensionForType,
  mediaKind,
} from "./upload-rules";

const MB = 1024 * 1024;

describe("owner yard-size media", () => {
  it("takes images and videos of the listed types, both names for .mov", () => {
    for (const type of [
      "image/jpeg",
      "image/png",
      "image/gif",
      "image/webp",
      "video/mp4",
      "video/webm",
      "video/quicktime",
      "video/mov",
    ]) {
      expect(checkOwnerMediaUpload({ type, size: MB }), type).toBeNull();
    }
  });

  it("refuses other types with its message", () => {
    expect(checkOwnerMediaUpload({ type: "application/pdf", size: MB })).toEqual({
      title: "Invalid file type",
      message: "Please upload an image (JPEG, PNG, GIF, WebP) or video (MP4, WebM, MOV)",
    });
    expect(checkOwnerMediaUpload({ type: "image/svg+xml", size: MB })).not.toBeNull();
  });

  it("allows exactly 50 MB and refuses more", () => {
    expect(MAX_UPLOAD_BYTES).toBe(50 * 1024 * 1024);
    expect(checkOwnerMediaUpload({ type: "video/mp4", size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkOwnerMediaUpload({ type: "video/mp4", size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      title: "File too large",
      message: "Please upload a file smaller than 50MB",
    });
  });

  it("refuses an empty file", () => {
    expect(checkOwnerMediaUpload({ type: "image/png", size: 0 })?.title).toBe("Empty file");
  });

  it("takes the type from the extension when the browser sends none", () => {
    expect(checkOwnerMediaUpload({ type: "", size: MB, name: "clip.MOV" })).toBeNull();
    expect(checkOwnerMediaUpload({ type: "", size: MB, name: "notes.txt" })?.title).toBe("Invalid file type");
  });
});

describe("customer video and admin GIF", () => {
  it("customer video: mp4, webm and mov only", () => {
    expect(checkCustomerVideoUpload({ type: "video/webm", size: MB })).toBeNull();
    expect(checkCustomerVideoUpload({ type: "video/mov", size: MB })).toBeNull();
    expect(checkCustomerVideoUpload({ type: "image/png", size: MB })?.title).toBe("Invalid file type");
    expect(checkCustomerVideoUpload({ type: "video/mp4", size: 51 * MB })?.title).toBe("File too large");
  });

  it("admin media: GIF only, with its message", () => {
    expect(checkAdminGifUpload({ type: "image/gif", size: MB })).toBeNull();
    expect(checkAdminGifUpload({ type: "image/png", size: MB })).toEqual({
      title: "Invalid file type",
      message: "Please upload a GIF file",
    });
  });
});

describe("type helpers", () => {
  it("normalises names, kinds and extensions", () => {
    expect(canonicalMediaType({ type: "Video/MOV" })).toBe("video/quicktime");
    expect(canonicalMediaType({ type: "image/png; charset=binary" })).toBe("image/png");
    expect(mediaKind("video/mov")).toBe("video");
    expect(mediaKind("image/webp")).toBe("image");
    expect(mediaKind("text/plain")).toBeNull();
    expect(extensionForType("video/mov")).toBe("mov");
    expect(extensionForType("image/jpeg")).toBe("jpg");
    expect(extensionForType("application/zip")).toBe("bin");
  });
});
