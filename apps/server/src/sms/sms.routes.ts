import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { getSmsSettings, removeSms, sendCode, updateSmsOptions, verifyCode } from "./sms.service";

const doc = routeDocs({ name: "Text alerts", description: "The owner's text alerts (Twilio)." });

/** The signed-in owner's text alerts, under /api/sms. */
export const smsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", doc("The text alert settings"), async (c) => c.json(await getSmsSettings(c.get("deps"), currentUser(c).id)))
  .post(
    "/code",
    doc("Send a code to verify a phone number", {
      examples: { phone: { phone: "(555) 123-4567" } },
      errors: { 429: "Too many codes sent; `Retry-After` says when to try again." },
    }),
    validate("json", z.object({ phone: z.string().max(40) })),
    async (c) => c.json(await sendCode(c.get("deps"), currentUser(c).id, c.req.valid("json").phone)),
  )
  .post(
    "/verify",
    doc("Verify the phone number with its code", { examples: { code: { code: "123456" } } }),
    validate("json", z.object({ code: z.string().max(20) })),
    async (c) => c.json(await verifyCode(c.get("deps"), currentUser(c).id, c.req.valid("json").code)),
  )
  .patch(
    "/",
    doc("Turn the alerts or the customer's confirmation on or off", {
      examples: { alertsOn: { alertsEnabled: true, customerConfirmation: false } },
    }),
    validate("json", z.object({ alertsEnabled: z.boolean().optional(), customerConfirmation: z.boolean().optional() })),
    async (c) => c.json(await updateSmsOptions(c.get("deps"), currentUser(c).id, c.req.valid("json"))),
  )
  .delete("/", doc("Remove the phone number and stop the alerts"), async (c) =>
    c.json(await removeSms(c.get("deps"), currentUser(c).id)),
  );
