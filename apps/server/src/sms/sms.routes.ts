import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { validate } from "../lib/validate";
import { getSmsSettings, removeSms, sendCode, updateSmsOptions, verifyCode } from "./sms.service";

/** The signed-in owner's text alerts, under /api/sms. */
export const smsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getSmsSettings(c.get("deps"), currentUser(c).id)))
  .post("/code", validate("json", z.object({ phone: z.string().max(40) })), async (c) =>
    c.json(await sendCode(c.get("deps"), currentUser(c).id, c.req.valid("json").phone)),
  )
  .post("/verify", validate("json", z.object({ code: z.string().max(20) })), async (c) =>
    c.json(await verifyCode(c.get("deps"), currentUser(c).id, c.req.valid("json").code)),
  )
  .patch(
    "/",
    validate("json", z.object({ alertsEnabled: z.boolean().optional(), customerConfirmation: z.boolean().optional() })),
    async (c) => c.json(await updateSmsOptions(c.get("deps"), currentUser(c).id, c.req.valid("json"))),
  )
  .delete("/", async (c) => c.json(await removeSms(c.get("deps"), currentUser(c).id)));
