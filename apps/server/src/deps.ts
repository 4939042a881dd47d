import path from "node:path";
import type { AppDeps } from "./app-env";
import { createAuth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { createLocalStorage } from "./storage/local-storage";
import type { Storage } from "./storage/storage";

export function createDeps(env: Env, database: Database, logger: Logger, storage?: Storage): AppDeps {
  return {
    env,
    database,
    db: database.db,
    logger,
    storage: storage ?? createLocalStorage(path.join(env.dataDir, "uploads")),
    auth: createAuth({ env, db: database.db }),
  };
}
