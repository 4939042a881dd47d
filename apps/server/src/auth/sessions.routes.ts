import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { requireUser } from "./session";
import { endOtherSessions, endSession, listAccountSessions, SESSION_NOT_FOUND } from "./sessions.service";

// Mounted at /api/account/sessions by api.ts: the owner's view of where the account is signed in.
const doc = routeDocs({ name: "Sessions", description: "Where the account is signed in, and ending those sessions." });

const SessionIdSchema = z.object({ id: z.string().min(1, SESSION_NOT_FOUND).max(200, SESSION_NOT_FOUND) });

export const sessionsRoutes = new Hono<AppEnv>()
  .get(
    "/",
    doc("The account's sessions", {
      success: { description: "Each live session: device, address, sign-in and last-seen times, this one marked." },
    }),
    requireUser,
    async (c) => c.json({ sessions: await listAccountSessions(c.get("deps"), c.req.raw.headers, c.get("sessionId")) }),
  )
  .post(
    "/end-others",
    doc("Sign out of every other session", { success: { description: "Every session but this one has ended." } }),
    requireUser,
    async (c) => {
      await endOtherSessions(c.get("deps"), c.req.raw.headers);
      return c.json({ success: true as const });
    },
  )
  .delete(
    "/:id",
    doc("End one session", {
      success: { description: "The session has ended; its cookie is refused from now on." },
      errors: { 400: "It is this session (log out instead).", 404: SESSION_NOT_FOUND },
    }),
    requireUser,
    validate("param", SessionIdSchema),
    async (c) => {
      await endSession(c.get("deps"), c.req.raw.headers, c.get("sessionId"), c.req.valid("param").id);
      return c.json({ success: true as const });
    },
  );
