import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv, SessionUser } from "../app-env";
import { stream } from "hono/streaming";
import { currentUser, mustEnrolTwoFactor, requireUser } from "../auth/session";
import { auditBy } from "../audit/audit.service";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { zipStream } from "./zip-stream";
import { declaredLength } from "../lib/upload-stream";
import { LOGO_TYPES, profileUpdateSchema } from "@yq/form-schema/business-profile";
import { accountExport, exportFileName } from "./account-export.service";
import { deleteAccount } from "./account-deletion.service";
import { getProfile, updateProfile } from "./account.service";
import { removeLogo, uploadLogo } from "./business-logo.service";
import { logOut } from "./logout.service";

const AccountDeletionSchema = z.object({
  password: z
    .string("Enter your password to delete your account.")
    .min(1, "Enter your password to delete your account.")
    .max(128),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code from your authenticator app has 6 digits.")
    .optional(),
});

const doc = routeDocs({ name: "Account", description: "The signed-in owner: session, profile, logging out." });

/** mustEnrolTwoFactor: an admin the owner app sends to set up two-factor first. */
const sessionView = (user: SessionUser, mustEnrolTwoFactor: boolean) => ({
  user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified },
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  mustEnrolTwoFactor,
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
      return c.json(user ? sessionView(user, mustEnrolTwoFactor(c, user)) : null);
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
    c.json(sessionView(currentUser(c), mustEnrolTwoFactor(c, currentUser(c)))),
  )
  .get("/profile", doc("The owner's profile"), requireUser, async (c) =>
    c.json(await getProfile(c.get("deps").db, currentUser(c))),
  )
  .patch(
    "/profile",
    doc("Change the owner's name, business, phone and time zone", {
      description:
        "The Company Name, phone and logo are what customer emails carry; every email's times are written in " +
        "`timeZone`, an IANA zone name (decision 092). Leaving out `phone` or `timeZone` keeps them.",
      examples: {
        named: {
          fullName: "Pat Green",
          companyName: "Green Lawns",
          phone: "(555) 123-4567",
          timeZone: "America/Chicago",
        },
      },
      success: { description: "The profile as stored." },
    }),
    requireUser,
    validate("json", profileUpdateSchema),
    async (c) => c.json(await updateProfile(c.get("deps").db, currentUser(c), c.req.valid("json"))),
  )
  /**
   * The raw file as the body, like the yard-size media (media/media.routes.ts); under a /media/
   * path, so the JSON body checks of lib/middleware.ts leave the stream to the upload's own.
   */
  .post(
    "/profile/media/logo",
    doc("Upload the business's logo", {
      description: "The body is the image itself (PNG, JPEG, GIF or WebP, at most 2 MB); it replaces any earlier logo.",
      body: { mediaTypes: LOGO_TYPES, description: "The image, as it is." },
      success: { description: "The profile with its new logo." },
      errors: { 413: "The image is larger than 2 MB.", 415: "The file is not one of the image types accepted." },
    }),
    requireUser,
    async (c) => {
      const deps = c.get("deps");
      await uploadLogo(deps, currentUser(c).id, {
        body: c.req.raw.body,
        contentType: c.req.header("content-type") ?? "",
        contentLength: declaredLength(c.req.header("content-length")),
      });
      return c.json(await getProfile(deps.db, currentUser(c)));
    },
  )
  .delete(
    "/profile/media/logo",
    doc("Remove the business's logo", { success: { description: "The profile without a logo." } }),
    requireUser,
    async (c) => {
      const deps = c.get("deps");
      await removeLogo(deps, currentUser(c).id);
      return c.json(await getProfile(deps.db, currentUser(c)));
    },
  )
  /** Everything the account holds, as one zip streamed while it is written. */
  .get(
    "/export",
    doc("Download all the account's data", {
      description:
        "A zip of the profile, forms, versions, leads with their records, media addresses, webhook settings " +
        "(without secrets) and text-alert settings, streamed as it is written (decision 083).",
      success: { description: "The zip file.", mediaType: "application/zip" },
    }),
    requireUser,
    async (c) => {
      const { logger } = c.get("deps");
      const entries = await accountExport(c.get("deps"), currentUser(c).id, auditBy(c));
      c.header("Content-Type", "application/zip");
      c.header("Content-Disposition", `attachment; filename="${exportFileName()}"`);
      c.header("Cache-Control", "no-store");
      return stream(
        c,
        async (out) => {
          for await (const chunk of zipStream(entries)) await out.write(chunk);
        },
        async (err) => {
          // Headers are already sent: the download ends early (a broken zip) and the log says why.
          logger.error({ reqId: c.get("requestId"), err }, "account export failed");
        },
      );
    },
  )
  /** Deletes the account and everything it holds, then signs this browser out. */
  .post(
    "/delete",
    doc("Delete the account and all its data", {
      description:
        "Needs the password, and a current authenticator code when two-factor is on; cancels the subscription " +
        "at Stripe, deletes every form, lead, file and setting, and clears the session cookie (decision 083).",
      examples: { withPassword: { password: "correct-horse-1" } },
      errors: { 502: "Stripe could not cancel the subscription; nothing was deleted." },
      success: { description: "What was deleted." },
    }),
    requireUser,
    validate("json", AccountDeletionSchema),
    async (c) => {
      const deleted = await deleteAccount(c, currentUser(c), c.req.valid("json"));
      const { local: cookies } = await logOut(c.get("deps"), c.req.raw, null);
      for (const line of cookies.getSetCookie()) c.header("Set-Cookie", line, { append: true });
      return c.json({ deleted });
    },
  );
