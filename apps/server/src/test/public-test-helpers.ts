import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { eq } from "drizzle-orm";
import { writePublishedVersion } from "../forms/form-versions";
import { documentColumns } from "../forms/store-document";
import type { TestApp } from "./test-app";
import { richText } from "@yq/form-schema/rich-text";

/** A form document with an upsell list, built from the defaults and then changed by `edit`. */
export function testDocument(edit: (doc: FormDocument) => void = () => {}): FormDocument {
  const doc = defaultFormDocument();
  doc.status = "published";
  doc.yardSizes.custom.enabled = true;
  // Each test visitor here is a person of their own, though they all give the same answers: only
  // a kept lead token joins a lead. lead-identity.test.ts tests the owner's window.
  doc.customerFields.sameVisitorWithinDays = 0;
  doc.upsellSettings = {
    enabled: true,
    upsellMessage: richText("Anything else?"),
    upsellLink: "",
    services: [
      { id: "u1", name: "Aeration", enabled: true, order: 1, price: null, unit: "visit" },
      { id: "u2", name: "Mulching", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "u3", name: "Hidden", enabled: false, order: 2, price: null, unit: "visit" },
    ],
  };
  edit(doc);
  return doc;
}

/**
 * Inserts a form row for the owner the way the owner API stores it (groups as jsonb); a published
 * document also becomes the form's first published version, as publishing makes it.
 */
export async function insertForm(t: TestApp, userId: string, doc: FormDocument = testDocument()) {
  const [row] = await t.db
    .insert(forms)
    .values({ userId, ...documentColumns({ ...doc, status: "draft" }) })
    .returning();
  if (doc.status !== "published") return row;
  await writePublishedVersion(t.db, row.id, doc);
  const [published] = await t.db.select().from(forms).where(eq(forms.id, row.id));
  return published;
}

let ipCounter = 0;
/** A distinct client address per caller (the test app trusts X-Forwarded-For), so limits don't collide. */
export function visitorHeaders(): Record<string, string> {
  ipCounter += 1;
  return { "x-forwarded-for": `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}` };
}

/** Creates a lead and returns its id, token and the headers of the visitor who made it. */
export async function startTestLead(t: TestApp, formId: string, answers: Record<string, string> = VISITOR_ANSWERS) {
  const headers = visitorHeaders();
  const res = await t.client().post(`/api/public/forms/${formId}/leads`, { answers, consent: true }, headers);
  if (res.status !== 201) throw new Error(`lead failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { leadId: string; token: string };
  return { ...body, headers };
}

export type TestLead = Awaited<ReturnType<typeof startTestLead>>;

/** The visitor's answer routes for one lead (its token in the body unless `token` says otherwise; null sends none). */
export function leadAnswers(t: TestApp) {
  return {
    respond: (lead: TestLead, body: Record<string, unknown>, token: string | null = lead.token) =>
      t
        .client()
        .post(`/api/public/leads/${lead.leadId}/response`, token === null ? body : { ...body, token }, lead.headers),
    upsell: (lead: TestLead, ids: string[]) =>
      t
        .client()
        .post(
          `/api/public/leads/${lead.leadId}/upsell`,
          { token: lead.token, selectedUpsellServiceIds: ids },
          lead.headers,
        ),
    recordsOf: (leadId: string) => t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadId)),
    /** A published form of a new owner. */
    newForm: async (edit?: (doc: FormDocument) => void) => {
      const owner = await t.signUp();
      return insertForm(t, owner.userId, testDocument(edit));
    },
  };
}
