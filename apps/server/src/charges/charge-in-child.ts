import { openPostgres } from "../db/client";
import { createDeps } from "../deps";
import { loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { chargeVisit } from "./charge-visit";

// A server process charging one visit (CHARGE_VISIT_ID) on DATABASE_URL, for the test that kills
// it with SIGKILL between Stripe's charge and its record (billing-kill.test.ts). Not part of the
// server: it is run with tsx by that test alone.

const env = loadEnv();
const database = await openPostgres(process.env.DATABASE_URL!, 2, () => {});
const deps = createDeps(env, database, createLogger(env.LOG_LEVEL));
await chargeVisit(deps, process.env.CHARGE_VISIT_ID!);
await database.close();
