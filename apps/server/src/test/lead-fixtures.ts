import { randomUUID } from "node:crypto";
import { defaultFormDocument } from "@yq/form-schema/defaults";
import { quoteSnapshot } from "@yq/form-schema/quote-snapshot";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formSubmissions } from "../db/schema/submissions";
import { writePublishedVersion } from "../forms/form-versions";
import { documentColumns } from "../forms/store-document";
import { richText } from "@yq/form-schema/rich-text";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

// Test data for the lead emails, written straight to the tables the public form writes, so the
// email code is exercised on exactly the rows it reads in production.

export type FormOptions = { email?: string | null; notifications?: boolean; acceptMessage?: string; name?: string };

export async function insertForm(db: Db, userId: string, options: FormOptions = {}) {
  const doc = defaultFormDocument();
  doc.notificationSettings = {
    email: options.email === undefined ? "alerts@greenlawns.example" : options.email,
    notifications_enabled: options.notifications ?? true,
  };
  if (options.acceptMessage !== undefined)
    doc.customization.textContent.acceptMessage = richText(options.acceptMessage);
  const id = randomUUID();
  // "other" keeps the one-mowing-form rule out of tests that give one owner several forms.
  await db.insert(forms).values({
    ...documentColumns({ ...doc, status: "draft", formType: "other" }),
    id,
    userId,
    name: options.name ?? "Lawn Quote",
  });
  await writePublishedVersion(db, id, { ...doc, formType: "other", name: options.name ?? "Lawn Quote" });
  return { id, doc };
}

export type Contact = Partial<{
  customerName: string;
  customerEmail: string | null;
  customerPhone: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
}>;

export const JANE: Contact = {
  customerName: "Jane Doe",
  customerEmail: "jane@example.com",
  customerPhone: "555-123-4567",
  street: "12 Elm Street",
  city: "Springfield",
  state: "IL",
  zipcode: "62704",
};

/** A consent record and a complete record for a mowing quote on the small yard (bi-weekly when accepted). */
export async function insertAnsweredLead(db: Db, formId: string, response: ResponseStatus, contact: Contact = JANE) {
  const leadId = randomUUID();
  const completeId = randomUUID();
  const choice = { serviceType: "mowing", yardSize: "small", responseStatus: response, frequency: "biweekly" } as const;
  await db.insert(formSubmissions).values({
    id: leadId,
    leadId,
    formId,
    ...contact,
    consent: true,
    status: "incomplete",
    submissionStage: "consent_given",
  });
  await db.insert(formSubmissions).values({
    id: completeId,
    leadId,
    parentSubmissionId: leadId,
    formId,
    ...contact,
    consent: true,
    serviceType: "mowing",
    yardSize: "small",
    status: "pending",
    submissionStage: "complete",
    responseStatus: response,
    quote: quoteSnapshot(defaultFormDocument(), choice),
  });
  return { leadId, completeId };
}

export async function insertUpsell(db: Db, formId: string, leadId: string, completeId: string, services: string[]) {
  const id = randomUUID();
  await db.insert(formSubmissions).values({
    id,
    leadId,
    parentSubmissionId: completeId,
    formId,
    ...JANE,
    consent: true,
    serviceType: "mowing",
    yardSize: "small",
    isUpsell: true,
    selectedUpsellServices: services,
    status: "pending",
    submissionStage: "complete",
    responseStatus: "accept",
  });
  return id;
}
