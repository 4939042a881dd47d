import type { MiddlewareHandler, ValidationTargets } from "hono";
import { z } from "zod";

/**
 * What the API description (openapi/openapi-document.ts) knows of a route, read
 * from the middleware in its chain: validate() tells its input, idParams its ids, requireUser and
 * the role guards who may call it, and the route's own doc() its summary, tag and answers. Each
 * piece is kept beside the function that does the work, so the description cannot say one thing
 * while the route checks another.
 */
export type DocPart =
  | { kind: "route"; tag: RouteTag; doc: RouteDoc }
  | { kind: "input"; target: keyof ValidationTargets; schema: z.ZodType }
  | { kind: "ids"; names: readonly string[]; notFound: string }
  | { kind: "session" }
  | { kind: "role"; refused: string };

export type RouteTag = { name: string; description?: string };

export type RouteDoc = {
  summary: string;
  description?: string;
  /** The answer on success: JSON with status 200 unless said; `schema` where a zod schema of it exists. */
  success?: { status?: 200 | 201 | 202; description?: string; schema?: z.ZodType; mediaType?: string };
  /** Answers besides those the chain declares (400 of validate, 401 of requireUser, 404 of idParams): status → when. */
  errors?: Record<number, string>;
  /** Examples of the JSON body by name; openapi.test.ts checks each against the schema that validates it. */
  examples?: Record<string, unknown>;
  /**
   * A body the route reads itself rather than through validate(): the schema it parses with
   * (optionalJson), or the media types of a file streamed as it is (uploads).
   */
  body?: { schema: z.ZodType; required: boolean } | { mediaTypes: readonly string[]; description: string };
  /** Query values or headers the route reads itself, without a schema. */
  parameters?: { in: "query" | "header"; name: string; description: string; required?: boolean }[];
  /**
   * Who calls it when requireUser does not say: "lead", the public form holding a lead's token
   * (Bearer header or `token` in the body); "optional-session", anyone, the answer depending on
   * the session cookie. Without either and without requireUser the route is public.
   */
  caller?: "lead" | "optional-session";
};

/** The body of every error answer (app.ts, onError): one sentence a person can act on. */
export const errorBodySchema = z.object({ error: z.string() });

const parts = new WeakMap<object, DocPart>();

/** Marks a middleware (or handler) with what it tells the API description; returns it unchanged. */
export function withDoc<Fn extends object>(fn: Fn, part: DocPart): Fn {
  parts.set(fn, part);
  return fn;
}

export const docPartOf = (fn: object): DocPart | undefined => parts.get(fn);

/**
 * One routes file's describer: `const doc = routeDocs({ name: "Forms" })`, then
 * `.get("/", doc("List the owner's forms"), requireUser, ...)`. The middleware it returns only
 * passes the request on; the description is read from it by openapi-document.ts.
 */
export function routeDocs(tag: RouteTag) {
  return (summary: string, doc: Omit<RouteDoc, "summary"> = {}): MiddlewareHandler =>
    withDoc<MiddlewareHandler>((_c, next) => next(), { kind: "route", tag, doc: { summary, ...doc } });
}
