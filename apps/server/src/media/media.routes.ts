import { Hono, type Context } from "hono";
import { z } from "zod";
import { YARD_SIZES } from "@yq/form-schema/constants";
import { OWNER_MEDIA_TYPES, SERVICE_IMAGE_TYPES } from "@yq/form-schema/upload-rules";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { declaredLength } from "../lib/upload-stream";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { FORM_NOT_FOUND } from "../lib/owned-form";
import { deleteMedia, listMedia, removeSizeMedia, uploadMedia, type UploadRequest } from "./media.service";
import { mediaChoices } from "./media-choices.service";
import { uploadServiceImage } from "./service-images.service";
import { mediaChoicesSchema } from "@yq/form-schema/media-choices";

const SizeParam = z.object({
  id: z.string(),
  size: z.enum(YARD_SIZES, "Choose a yard size: small, medium, large or custom."),
});
const ItemParam = z.object({ id: z.string(), mediaId: z.string() });
const doc = routeDocs({ name: "Media", description: "The pictures and videos a form shows for each yard size." });
const serviceImageDoc = routeDocs({
  name: "Service images",
  description: "The pictures of a form's listed services, uploaded by the owner (decision 097).",
});

/**
 * Owner yard-size media, mounted at /api/forms next to the forms router, so each route takes
 * requireUser itself. Uploads are the raw file as the body (Content-Type = its type, X-File-Name
 * = its name): it streams to storage instead of being parsed as a multipart form in memory.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get(
    "/:id/media/:size",
    doc("The media of one yard size"),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("param", SizeParam),
    async (c) => {
      const { id, size } = c.req.valid("param");
      return c.json({ items: await listMedia(c.get("deps").db, currentUser(c).id, id, size) });
    },
  )
  .get(
    "/:id/media/:size/choices",
    doc("What the media picker offers for a yard size", {
      description:
        "The platform library's active GIFs for the size, and all the form's own uploads, the size's first (decision 095).",
      success: { description: "The library and the uploads.", schema: mediaChoicesSchema },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("param", SizeParam),
    async (c) => {
      const { id, size } = c.req.valid("param");
      return c.json(await mediaChoices(c.get("deps").db, currentUser(c).id, id, size));
    },
  )
  .post(
    "/:id/media/:size",
    doc("Upload a picture or video for a yard size", {
      description: "The body is the file itself, streamed to storage; its name travels URL-encoded in X-File-Name.",
      body: { mediaTypes: OWNER_MEDIA_TYPES, description: "The file, as it is." },
      parameters: [{ in: "header", name: "X-File-Name", description: "The file's name, URL-encoded." }],
      success: { status: 201, description: "The stored item." },
      errors: {
        409: "The yard size already has the most media allowed.",
        413: "The file is larger than allowed.",
        415: "The file's type is not one of those accepted.",
      },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("param", SizeParam),
    async (c) => {
      const { id, size } = c.req.valid("param");
      const item = await uploadMedia(c.get("deps"), currentUser(c).id, id, size, uploadRequest(c));
      return c.json(item, 201);
    },
  )
  .post(
    // The "/media" segment makes it an upload for lib/middleware.ts (isUpload), like the logo's
    // "/profile/media/logo": the body streams past the 1 MB JSON limit and the text check.
    "/:id/services/media",
    serviceImageDoc("Upload the image of a listed service", {
      description:
        "The body is the image itself, streamed to storage; its name travels URL-encoded in X-File-Name. " +
        "The answer's address goes into the service's image; nothing else records the file.",
      body: { mediaTypes: SERVICE_IMAGE_TYPES, description: "The image, as it is." },
      parameters: [{ in: "header", name: "X-File-Name", description: "The file's name, URL-encoded." }],
      success: { status: 201, description: "The image's served address, as `url`." },
      errors: {
        409: "The form already holds the most service images allowed.",
        413: "The file is larger than allowed.",
        415: "The file is not an image of the types accepted.",
      },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    async (c) => {
      const image = await uploadServiceImage(c.get("deps"), currentUser(c).id, c.req.param("id"), uploadRequest(c));
      return c.json(image, 201);
    },
  )
  .delete(
    "/:id/media/:size",
    doc("Remove every medium of a yard size"),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("param", SizeParam),
    async (c) => {
      const { id, size } = c.req.valid("param");
      return c.json(await removeSizeMedia(c.get("deps"), currentUser(c).id, id, size));
    },
  )
  .delete(
    "/:id/media/item/:mediaId",
    doc("Delete one medium"),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    idParams("Media not found", "mediaId"),
    validate("param", ItemParam),
    async (c) => {
      const { id, mediaId } = c.req.valid("param");
      await deleteMedia(c.get("deps"), currentUser(c).id, id, mediaId);
      return c.json({ ok: true as const });
    },
  );

/** An upload as the routes above take it: the raw body, its declared type and length, and its name. */
function uploadRequest(c: Context<AppEnv>): UploadRequest {
  const fileName = c.req.header("x-file-name");
  return {
    body: c.req.raw.body,
    contentType: c.req.header("content-type") ?? "",
    contentLength: declaredLength(c.req.header("content-length")),
    fileName: fileName ? safeDecode(fileName) : undefined,
  };
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
