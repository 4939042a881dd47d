import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { HttpError } from "../lib/http-error";

export const MOWING_LIMIT_MESSAGE =
  "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.";

const CONSTRAINT = "forms_one_mowing_quote_per_user";

export const mowingLimitReached = () => new HttpError(409, MOWING_LIMIT_MESSAGE);

/** A friendly early answer; the unique index below is what actually holds under races. */
export async function assertMowingSlotFree(db: Db, userId: string, exceptFormId?: string) {
  const conditions = [eq(forms.userId, userId), eq(forms.formType, "mowing_quote")];
  if (exceptFormId) conditions.push(ne(forms.id, exceptFormId));
  const [taken] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw mowingLimitReached();
}

/** True for the unique-index violation of the one-mowing-form rule (pg and PGlite, wrapped or not). */
export function isMowingLimitViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === "23505" &&
      (constraint === CONSTRAINT || (typeof message === "string" && message.includes(CONSTRAINT)))
    ) {
      return true;
    }
  }
  return false;
}
