import type { Database, Db } from "./db/client";
import type { Role } from "./db/schema/profiles";
import type { Env } from "./env";
import type { Auth } from "./auth/auth";
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
};

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean; role: Role };

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
