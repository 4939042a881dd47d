import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { requireAdmin, requireSuperAdmin, requireUser } from "../auth/session";
import { auditActionSchema } from "@yq/form-schema/audit";
import { auditBy, listAudit } from "../audit/audit.service";
import { ROLES } from "@yq/form-schema/roles";
import { declaredLength } from "../lib/upload-stream";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import {
  ADMIN_MEDIA_SIZES,
  deleteAdminMedia,
  listAdminMedia,
  setAdminMediaActive,
  uploadAdminMedia,
} from "./admin-media.service";
import { adminStats } from "./admin-stats.service";
import { listUsers } from "./admin-users.service";
import { findMisplacedMedia, runMediaMigration } from "./media-migration.service";
import { setRole } from "./roles.service";

const RoleUpdateSchema = z.object({ role: z.enum(ROLES) });
const UploadQuery = z.object({ size: z.enum(ADMIN_MEDIA_SIZES, "Choose a yard size: small, medium or large.") });
const ActiveUpdate = z.object({ isActive: z.boolean() });
const AuditQuery = z.object({
  page: z.coerce.number().int("Page must be a whole number.").min(1, "Page must be 1 or more.").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "Page size can be at most 100.").default(25),
  // An empty value from the filter select means "every action".
  action: z.preprocess((v) => (v === "" ? undefined : v), auditActionSchema.optional()),
});

const doc = routeDocs({ name: "Admin", description: "The admin area: statistics, accounts and roles, shared media." });

const fileNameHeader = (value: string | undefined) => {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/** Every admin route sits behind these two guards: 401 without a session, 403 for other roles. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get("/stats", doc("The platform's statistics"), async (c) => c.json(await adminStats(c.get("deps").db)))
  .get("/users", doc("List the accounts"), async (c) => c.json(await listUsers(c.get("deps").db)))
  .patch(
    "/users/:id/role",
    doc("Change an account's role", { examples: { admin: { role: "admin" } } }),
    validate("json", RoleUpdateSchema),
    async (c) => {
      await setRole(c.get("deps").db, c.req.param("id"), c.req.valid("json").role, auditBy(c));
      return c.json({ ok: true });
    },
  )
  .get("/media", doc("List the shared yard-size GIFs"), async (c) => c.json(await listAdminMedia(c.get("deps").db)))
  // The body is the GIF itself (streamed, not multipart); its name travels in X-File-Name.
  .post(
    "/media",
    doc("Upload a shared yard-size GIF", {
      description: "The body is the GIF itself, streamed; its name travels URL-encoded in X-File-Name.",
      body: { mediaTypes: ["image/gif"], description: "The GIF, as it is." },
      parameters: [{ in: "header", name: "X-File-Name", description: "The file's name, URL-encoded." }],
      success: { status: 201, description: "The stored item." },
      errors: { 413: "The file is larger than allowed.", 415: "The file is not a GIF." },
    }),
    validate("query", UploadQuery),
    async (c) => {
      const item = await uploadAdminMedia(c.get("deps"), c.req.valid("query").size, {
        body: c.req.raw.body,
        contentType: c.req.header("content-type") ?? "",
        contentLength: declaredLength(c.req.header("content-length")),
        fileName: fileNameHeader(c.req.header("x-file-name")),
      });
      return c.json(item, 201);
    },
  )
  .patch(
    "/media/:id",
    doc("Show or hide a shared GIF", { examples: { hide: { isActive: false } } }),
    idParams("Media not found", "id"),
    validate("json", ActiveUpdate),
    async (c) => c.json(await setAdminMediaActive(c.get("deps").db, c.req.param("id"), c.req.valid("json").isActive)),
  )
  .delete("/media/:id", doc("Delete a shared GIF"), idParams("Media not found", "id"), async (c) => {
    await deleteAdminMedia(c.get("deps"), c.req.param("id"), auditBy(c));
    return c.json({ ok: true });
  })
  .get("/media-migration", doc("List media files stored under an old layout"), async (c) =>
    c.json({ files: await findMisplacedMedia(c.get("deps")) }),
  )
  .post("/media-migration", doc("Move media files to the current layout"), async (c) =>
    c.json(await runMediaMigration(c.get("deps"), auditBy(c))),
  )
  // Security events name accounts and addresses: super admins only.
  .get(
    "/audit",
    doc("The audit log: security events, newest first, a page at a time", {
      description: "Super admins only: role, media and two-factor changes, exports and deletions, and who made them.",
    }),
    requireSuperAdmin,
    validate("query", AuditQuery),
    async (c) => c.json(await listAudit(c.get("deps").db, c.req.valid("query"))),
  );
