import type { Database, Db } from "./db/client";
import type { Role } from "@yq/form-schema/roles";
import type { Env } from "./env";
import type { Auth } from "./auth/auth";
import type { CounterLeases } from "./lib/counter-lease";
import type { Logger } from "./lib/logger";
import type { Storage } from "./storage/storage";

/** Everything a route needs, built once at start-up (or per test file). */
export type AppDeps = {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  storage: Storage;
  auth: Auth;
  /** This process's leases on shared rate-limit counters (lib/counter-lease.ts). */
  counterLeases: CounterLeases;
};

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role;
  /** Signs in with a code from an authenticator app as well. */
  twoFactorEnabled: boolean;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
    /**
     * The public form page's CSP frame-ancestors, from the form's allowed sites. Set
     * by its route alone: without it the answer refuses framing (lib/middleware.ts).
     */
    frameAncestors?: string;
  };
};
