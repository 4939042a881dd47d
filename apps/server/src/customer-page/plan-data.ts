import { contactByField, type ContactByField } from "@yq/form-schema/contact-columns";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import type { ChargeView } from "@yq/form-schema/charges";
import type { Customization } from "@yq/form-schema/customization";
import type { ChargeTiming } from "@yq/form-schema/payment-settings";
import { leadServiceName } from "@yq/form-schema/quote-snapshot";
import { readFormDocument } from "@yq/form-schema/read-form";
import { asc, eq } from "drizzle-orm";
import type { AppDeps } from "../app-env";
import { leadCharges } from "../charges/lead-charges";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { bookings, scheduleSettings, visits } from "../db/schema/scheduling";
import { formSubmissions } from "../db/schema/submissions";
import { HttpError } from "../lib/http-error";
import { businessIdentity, type BusinessIdentity } from "../mail/business-identity";
import { todayIn } from "../scheduling/calendar-days";
import { customerAddress } from "../scheduling/customer-notice";

// Everything the customer's page shows of one lead's plan, read in one place: the page, each of
// its actions and the emails they send start from here, so every one of them sees the same lead.

export const PAGE_NOT_FOUND =
  "This page was not found. Check the link in your email, or ask the business for a new one.";

export type PlanVisit = {
  id: string;
  day: string;
  status: (typeof visits.$inferSelect)["status"];
  priceCents: number | null;
  rescheduleAskedAt: Date | null;
  rescheduleNote: string | null;
};

export type PlanData = {
  leadId: string;
  userId: string;
  formId: string;
  formName: string;
  business: BusinessIdentity;
  customization: Customization;
  /** The customer's contact details from the accepted record, by field type (name trimmed). */
  contact: ContactByField;
  notificationEmail: string | null;
  notificationsOn: boolean;
  serviceName: string | null;
  address: string | null;
  agreement: Agreement | null;
  /** The booking's timing, or the form's until the first visit is booked. */
  chargeTiming: ChargeTiming;
  booking: typeof bookings.$inferSelect | null;
  /** A card the plan can be charged on is kept (a setup-mode Checkout, or a payment that saved it). */
  cardSaved: boolean;
  visits: PlanVisit[];
  charges: ChargeView[];
  skipCutoffHours: number;
  /** Today in the business's time zone. */
  today: string;
};

/** The lead's records and its form, or null when the lead has no accepted quote. */
async function acceptedLead(db: Db, leadId: string) {
  const records = await db
    .select({ record: formSubmissions, form: forms })
    .from(formSubmissions)
    .innerJoin(forms, eq(forms.id, formSubmissions.formId))
    .where(eq(formSubmissions.leadId, leadId));
  const complete = records.find((r) => r.record.submissionStage === "complete" && !r.record.isUpsell);
  if (!complete || complete.record.responseStatus !== "accept") return null;
  // An upsell's agreement replaces the accept's once the customer added to it (scheduling/booking-context.ts).
  const upsell = records.find((r) => r.record.isUpsell);
  return { ...complete, agreement: upsell?.record.quote?.agreement ?? complete.record.quote?.agreement ?? null };
}

/** The plan of the lead a customer link names; 404 when it has no accepted quote. */
export async function planData(deps: Pick<AppDeps, "db">, leadId: string): Promise<PlanData> {
  const { db } = deps;
  const lead = await acceptedLead(db, leadId);
  if (!lead) throw new HttpError(404, PAGE_NOT_FOUND);
  const { record, form, agreement } = lead;
  const userId = form.userId;
  const document = readFormDocument(form);
  const [business, [booking], [settings]] = await Promise.all([
    businessIdentity(db, userId),
    db.select().from(bookings).where(eq(bookings.leadId, leadId)),
    db
      .select({ skipCutoffHours: scheduleSettings.skipCutoffHours })
      .from(scheduleSettings)
      .where(eq(scheduleSettings.userId, userId)),
  ]);
  const [planVisits, charges] = await Promise.all([
    booking
      ? db
          .select({
            id: visits.id,
            day: visits.day,
            status: visits.status,
            priceCents: visits.priceCents,
            rescheduleAskedAt: visits.rescheduleAskedAt,
            rescheduleNote: visits.rescheduleNote,
          })
          .from(visits)
          .where(eq(visits.bookingId, booking.id))
          .orderBy(asc(visits.day))
      : Promise.resolve([]),
    leadCharges(db, userId, leadId),
  ]);
  return {
    leadId,
    userId,
    formId: form.id,
    formName: document.name,
    business,
    customization: document.customization,
    contact: trimmedContact(record),
    notificationEmail: document.notificationSettings.email,
    notificationsOn: document.notificationSettings.notifications_enabled,
    serviceName: leadServiceName(record),
    address: customerAddress(record),
    agreement,
    chargeTiming: booking?.chargeTiming ?? document.paymentSettings.chargeTiming,
    booking: booking ?? null,
    cardSaved: Boolean(
      (record.paymentCustomerId && record.paymentMethodId) ||
      (record.paymentKind === "card" && record.paymentStatus === "card_saved"),
    ),
    visits: planVisits,
    charges,
    skipCutoffHours: settings?.skipCutoffHours ?? 24,
    today: todayIn(business.timeZone),
  };
}

function trimmedContact(record: Parameters<typeof contactByField>[0]): ContactByField {
  const contact = contactByField(record);
  for (const type of Object.keys(contact) as (keyof ContactByField)[]) contact[type] = contact[type]?.trim() || null;
  return contact;
}
