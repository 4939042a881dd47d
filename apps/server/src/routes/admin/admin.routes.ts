import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { requireAdmin, requireUser } from "../../auth/session";
import { ROLES } from "../../db/schema/profiles";
import { validate } from "../../lib/validate";
import { setRole } from "./roles.service";

export const RoleUpdateSchema = z.object({ role: z.enum(ROLES) });

/** Every admin route sits behind these two guards: 401 without a session, 403 for other roles. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .patch("/users/:id/role", validate("json", RoleUpdateSchema), async (c) => {
    await setRole(c.var.deps.db, c.req.param("id"), c.req.valid("json").role);
    return c.json({ ok: true });
  });
