import type { Context } from "hono";
import type { z } from "zod";
import { HttpError } from "../lib/http-error";
import { describeIssue } from "../lib/validate";

/**
 * A JSON body that may be absent (older pages post nothing): empty reads as `{}`, anything else
 * must parse and pass the schema, else 400 naming the problem.
 */
export async function optionalJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, "The request body is not valid JSON.");
    }
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeIssue(parsed.error.issues[0]));
  return parsed.data;
}
