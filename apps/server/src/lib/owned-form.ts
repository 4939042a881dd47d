import { isUuid } from "@yq/form-schema/ids";
import { and, eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { HttpError } from "./http-error";
import { formRowVersion } from "./working-copy";

export type FormRow = typeof forms.$inferSelect;
/** An owned form as findOwnedForm reads it: with its row version, so its document is read once (working-copy.ts). */
export type OwnedFormRow = FormRow & { rowVersion: string };

export const FORM_NOT_FOUND = "Form not found";

/**
 * The one way an owner route reaches a form: filtered by the signed-in user, and another
 * owner's form answers exactly like a missing one (404), so ids cannot be probed.
 * A malformed id is also "not found" rather than a database error.
 */
export async function findOwnedForm(db: Db, userId: string, formId: string): Promise<OwnedFormRow> {
  if (!isUuid(formId)) throw new HttpError(404, FORM_NOT_FOUND);
  const [row] = await db
    .select({ ...getTableColumns(forms), rowVersion: formRowVersion })
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.userId, userId)));
  if (!row) throw new HttpError(404, FORM_NOT_FOUND);
  return row;
}
