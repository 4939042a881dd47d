import type { Hono } from "hono";
import type { Me } from "@/lib/session";

/** A signed-in owner (not an admin), as the session check answers for one. */
const OWNER: Me = {
  user: { id: "7d1f0c9e-3b8a-4f52-9c61-0a2e4b6d8f10", email: "olive@example.com", name: "Olive", emailVerified: true },
  role: "user",
  twoFactorEnabled: false,
  mustEnrolTwoFactor: false,
};

/** Adds the session check of a signed-in owner to a route test's server: the guard then lets the page in. */
export const withSession = (server: Hono, me: Me = OWNER) => server.get("/api/account/session", (c) => c.json(me));
