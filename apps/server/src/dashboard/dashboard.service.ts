import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";

/**
 * Totals over the user's own forms. Submissions count every form_submissions row, as decision 011
 * does: a lead's consent, complete and upsell records are each a row.
 */
export async function dashboardStats(db: Db, userId: string) {
  const [formsCount] = await db.select({ n: count() }).from(forms).where(eq(forms.userId, userId));
  const [submissionsCount] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .innerJoin(forms, eq(formSubmissions.formId, forms.id))
    .where(eq(forms.userId, userId));
  return { totalForms: Number(formsCount?.n ?? 0), totalSubmissions: Number(submissionsCount?.n ?? 0) };
}
