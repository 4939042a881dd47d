import type { FormDocument } from "@yq/form-schema/form-document";
import { readFormDocument } from "@yq/form-schema/read-form";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { versionDocument } from "../lib/form-snapshots";
import { businessIdentity } from "../mail/business-identity";
import { PermanentDeliveryError } from "../outbox/dispatch";
import type { OutboxRenderer, OutboxRenderers } from "../outbox/render";
import { leadMailContent } from "./lead-emails";
import type { LeadRecord } from "./lead-facts";

type Form = typeof forms.$inferSelect;
type Submission = typeof formSubmissions.$inferSelect;

/**
 * The form's document as the lead's visitor answered it, as the accept read it (leadDocument,
 * quotes.service.ts): the version the lead was started on, else the published one; the working
 * copy when neither is stored any more.
 */
async function answeredDocument(db: AppDeps["db"], form: Form, formVersion: number | null): Promise<FormDocument> {
  for (const version of [formVersion, form.publishedVersion]) {
    const document = version === null ? null : await versionDocument(db, form.id, version);
    if (document) return document;
  }
  return readFormDocument(form);
}

/**
 * The accept's record as it was stored, its payment as the accept asked it (the agreement's):
 * the accept's emails say what is awaited, a payment made meanwhile is the receipt's to tell
 * (lead-templates.ts, customerConfirmation).
 */
function asAccepted(record: Submission): Submission {
  const asked = record.quote?.agreement?.payment ?? null;
  return {
    ...record,
    paymentStatus: asked ? "awaiting" : null,
    paymentKind: asked?.kind ?? null,
    paymentAmountCents: asked?.amountCents ?? null,
  };
}

/**
 * The event a queued lead email is about, from the lead's records as stored: an alert's own
 * record; a confirmation's complete record, or the upsell answering it (the final agreement).
 * The upsell's event reads the records as they are, as it did when it was queued at the upsell.
 */
function eventRecord(kind: string, record: Submission, records: Submission[]): Submission {
  if (kind === "upsell_alert") return record;
  const upsell =
    kind === "lead_confirmation"
      ? records.find((r) => r.isUpsell && r.parentSubmissionId === record.id && r.selectedUpsellServices.length > 0)
      : undefined;
  return upsell ?? asAccepted(record);
}

/**
 * Renders a lead email queued by leadMails when the worker sends it (decision 129): the lead's
 * records, the form version its visitor answered and the business as they are stored, the links
 * on the origin the visitor reached. A lead deleted meanwhile leaves nothing to render: its
 * messages are forgotten with it (outbox/forget.ts), and one claimed meanwhile fails for good.
 */
function leadMailRenderer(deps: Pick<AppDeps, "db" | "env">): OutboxRenderer {
  const { db } = deps;
  return async (row) => {
    if (!row.render) throw new PermanentDeliveryError("nothing to render");
    const { record: id, origin } = row.render;
    const records = await db
      .select()
      .from(formSubmissions)
      .where(
        sql`${formSubmissions.leadId} = (select ${formSubmissions.leadId} from ${formSubmissions} where ${formSubmissions.id} = ${id})`,
      );
    const stored = records.find((r) => r.id === id);
    if (!stored) throw new PermanentDeliveryError("the lead this email is about was deleted");
    const [form] = await db.select().from(forms).where(eq(forms.id, stored.formId));
    if (!form) throw new PermanentDeliveryError("the form of the lead this email is about was deleted");
    const root = records.find((r) => r.id === stored.leadId);
    const record: LeadRecord = eventRecord(row.kind, stored, records);
    const content = leadMailContent(
      { env: { ...deps.env, publicUrl: origin } },
      {
        formName: form.name,
        doc: await answeredDocument(db, form, root?.formVersion ?? null),
        business: await businessIdentity(db, form.userId),
        record,
        others: records.filter((r) => r.id !== record.id),
        testRun: root?.isTest ?? false,
      },
      row.kind,
      row.replyTo !== null,
    );
    if (!content) throw new PermanentDeliveryError("the record no longer calls for this email");
    return content;
  };
}

/** The renderers of the lead emails, one per kind, handed to the outbox where the app is wired (deps.ts). */
export function leadMailRenderers(deps: Pick<AppDeps, "db" | "env">): OutboxRenderers {
  const render = leadMailRenderer(deps);
  return { lead_alert: render, upsell_alert: render, lead_confirmation: render };
}
