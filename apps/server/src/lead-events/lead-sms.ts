import { centsText, formatPrice } from "@yq/form-schema/money-format";
import { readFormDocument } from "@yq/form-schema/read-form";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { forms } from "../db/schema/forms";
import { profiles } from "../db/schema/profiles";
import { smsSettings } from "../db/schema/sms";
import { formSubmissions } from "../db/schema/submissions";
import { contactOf, eventFirst, leadFacts } from "./lead-facts";
import { enqueueSms } from "../sms/enqueue-sms";
import { smsUnavailableReason, toE164 } from "../sms/sms-client";

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The owner's text alert for a completed lead (name, service, price, number to call back) when
 * the owner verified a mobile number, and the customer's confirmation of an accepted quote when
 * the owner turned it on. Keys carry the record id, so a repeat queues nothing new.
 */
export async function queueLeadSms(deps: AppDeps, submissionId: string): Promise<void> {
  if (smsUnavailableReason(deps.env)) return;
  const { db } = deps;
  const [record] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
  if (!record || record.submissionStage !== "complete" || record.isUpsell) return;
  if (record.responseStatus !== "accept" && record.responseStatus !== "decline") return;
  const [form] = await db.select().from(forms).where(eq(forms.id, record.formId));
  if (!form) return;
  const [settings] = await db.select().from(smsSettings).where(eq(smsSettings.userId, form.userId));
  if (!settings?.verifiedAt) return;
  const records = record.leadId
    ? await db.select().from(formSubmissions).where(eq(formSubmissions.leadId, record.leadId))
    : [record];
  const ordered = eventFirst(record, records);
  const facts = leadFacts(deps, form.name, readFormDocument(form), record, ordered);
  const contact = contactOf(ordered);
  // A listed service's quote has no frequency price: its priced total says what was agreed.
  const price = facts.chosen
    ? `${facts.chosen.label} ${formatPrice(facts.chosen.amount)}`
    : facts.priced
      ? `total ${centsText(facts.priced.totals.totalCents)}`
      : "no price";
  const service = facts.service ?? "a quote";

  if (settings.alertsEnabled) {
    const verb = record.responseStatus === "accept" ? "accepted" : "declined";
    await enqueueSms(db, {
      dedupeKey: `sms-alert:${record.id}`,
      to: settings.phone,
      text: clip(
        `YardQuote: ${contact.name ?? "A customer"} ${verb} ${service}, ${price}. Call back: ${contact.phone ?? "no phone given"}`,
        320,
      ),
    });
  }
  const customerPhone = contact.phone ? toE164(contact.phone) : null;
  if (settings.customerConfirmation && record.responseStatus === "accept" && customerPhone) {
    const [profile] = await db
      .select({ company: profiles.companyName, name: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, form.userId));
    const business = profile?.company?.trim() || profile?.name?.trim() || facts.formName;
    await enqueueSms(db, {
      dedupeKey: `sms-confirmation:${record.id}`,
      to: customerPhone,
      text: clip(
        `${business}: thank you${contact.name ? `, ${contact.name}` : ""}! We received your accepted quote (${service}, ${price}) and will be in touch soon.`,
        320,
      ),
    });
  }
}
