import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { HttpError } from "./http-error";
import { withDoc } from "./route-doc";

/**
 * zod validation whose failure is a 400 naming the first problem in words a person can act on.
 * The schema is also what the API description shows for this input (lib/route-doc.ts).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, describeIssue(result.error.issues[0]));
  });
  return withDoc(check, { kind: "input", target, schema });
}

export function describeIssue(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return "The request is not valid.";
  const field = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${field}${issue.message}`;
}
