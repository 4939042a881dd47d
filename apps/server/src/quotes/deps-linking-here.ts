import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../app-env";
import { linkOrigin } from "../lib/site-origin";

/**
 * The shared dependencies with links pointing at linkOrigin for this request: lead emails are
 * queued while the visitor's response is recorded, and their links (the owner's "View the lead",
 * the video) are written from env.publicUrl. The visitor reached the form at the address in the
 * owner's embed code, which is the address the owner used.
 */
export function depsLinkingHere(c: Context<AppEnv>): AppDeps {
  const deps = c.get("deps");
  const origin = linkOrigin(c.req.raw, deps.env);
  return origin === deps.env.publicUrl ? deps : { ...deps, env: { ...deps.env, publicUrl: origin } };
}
