import type { AppDeps } from "../app-env";
import type { Db } from "../db/client";

/**
 * What the owner's schedule actions take: the app's deps, or the database alone (tests and
 * callers that charge nothing). With the deps, visits marked done are charged when their plan
 * says so (charges/done-visits.ts, docs/decisions/122).
 */
export type DbOrDeps = Db | AppDeps;

export const depsOf = (given: DbOrDeps): AppDeps | null =>
  "database" in given && "logger" in given ? (given as AppDeps) : null;

export const dbOf = (given: DbOrDeps): Db => depsOf(given)?.db ?? (given as Db);
