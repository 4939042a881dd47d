import { z } from "zod";

/**
 * The shape of every record id (a UUID as PostgreSQL prints it, any case). One definition for
 * every app: the server answers 404 for an id of any other shape before it reaches the database,
 * where a cast to uuid would fail.
 */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, "i");

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);

/**
 * A record id in a path or a payload. Pure: the owner app's first chunk takes UUID_SOURCE from this
 * module (app-paths.ts) and must leave zod out.
 */
export const recordIdSchema = /* @__PURE__ */ z.string().regex(UUID_PATTERN, "This id is not valid.");
