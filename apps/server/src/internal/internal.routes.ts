import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { ROLES } from "@yq/form-schema/roles";
import { HttpError } from "../lib/http-error";
import { validate } from "../lib/validate";
import { setRole, userIdByEmail } from "../admin/roles.service";
import { tokensMatch } from "./cli-token";

/** Operator commands sent by `npm run cli` to a running server. */
export function internalRoutes(cliToken: () => string | null) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      const token = cliToken();
      if (!token || !tokensMatch(token, c.req.header("x-cli-token"))) throw new HttpError(403, "Forbidden");
      return next();
    })
    .post("/set-role", validate("json", z.object({ email: z.string(), role: z.enum(ROLES) })), async (c) => {
      const { email, role } = c.req.valid("json");
      await setRole(c.get("deps").db, await userIdByEmail(c.get("deps").db, email), role);
      return c.json({ ok: true });
    });
}
