import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { currentUser, requireUser } from "../../auth/session";
import { validate } from "../../lib/validate";
import { getProfile, updateProfile } from "./account.service";

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(120, `${label} can be at most 120 characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

export const ProfileUpdateSchema = z.object({
  fullName: optionalName("Full Name"),
  companyName: optionalName("Company Name"),
});

export const accountRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/me", async (c) => {
    const user = currentUser(c);
    return c.json({ user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified }, role: user.role });
  })
  .get("/profile", async (c) => c.json(await getProfile(c.var.deps.db, currentUser(c))))
  .patch("/profile", validate("json", ProfileUpdateSchema), async (c) =>
    c.json(await updateProfile(c.var.deps.db, currentUser(c), c.req.valid("json"))),
  );
