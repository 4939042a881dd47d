import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, SessionUser } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { getProfile, updateProfile } from "./account.service";
import { logOut } from "./logout.service";

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(120, `${label} can be at most 120 characters.`)
    .nullable()
    .transform((v) => (v ? v : null));

const ProfileUpdateSchema = z.object({
  fullName: optionalName("Full Name"),
  companyName: optionalName("Company Name"),
});

const doc = routeDocs({ name: "Account", description: "The signed-in owner: session, profile, logging out." });

const sessionView = (user: SessionUser) => ({
  user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
  role: user.role,
});

export const accountRoutes = new Hono<AppEnv>()
  /** 200 with null when signed out: asking "who am I?" is not an error. */
  .get(
    "/session",
    doc("Who is signed in", {
      caller: "optional-session",
      success: { description: "The session's user and role, or null when signed out." },
    }),
    (c) => {
      const user = c.get("user");
      return c.json(user ? sessionView(user) : null);
    },
  )
  /** Signed out or not, the answer is 200: logging out twice is not an error. */
  .post(
    "/logout",
    doc("Log out", {
      caller: "optional-session",
      description:
        "Ends the session and clears its cookie; `everywhere` says whether every session of the account ended.",
    }),
    async (c) => {
      const user = c.get("user");
      const { local: cookies, everywhere } = await logOut(c.get("deps"), c.req.raw, user?.id ?? null);
      for (const line of cookies.getSetCookie()) c.header("Set-Cookie", line, { append: true });
      return c.json({ success: true as const, everywhere });
    },
  )
  .get("/me", doc("The signed-in owner", { success: { description: "The user and role." } }), requireUser, (c) =>
    c.json(sessionView(currentUser(c))),
  )
  .get("/profile", doc("The owner's profile"), requireUser, async (c) =>
    c.json(await getProfile(c.get("deps").db, currentUser(c))),
  )
  .patch(
    "/profile",
    doc("Change the owner's name and company", {
      examples: { named: { fullName: "Pat Green", companyName: "Green Lawns" } },
      success: { description: "The profile as stored." },
    }),
    requireUser,
    validate("json", ProfileUpdateSchema),
    async (c) => c.json(await updateProfile(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  );
