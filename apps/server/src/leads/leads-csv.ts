import { and, inArray, sql, type SQL } from "drizzle-orm";
import { YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import type { ChargeStatus } from "@yq/form-schema/charges";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import { FAILED_CHARGE_STATUSES } from "@yq/form-schema/lead-billing";
import { LEAD_STAGE_LABELS, LEAD_STATUS_LABELS } from "@yq/form-schema/lead-lifecycle";
import { paymentText } from "@yq/form-schema/payment-words";
import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { dayText, instalmentWords } from "@yq/form-schema/agreement/agreement-words";
import { centsText, formatPrice } from "@yq/form-schema/money-format";
import { hiddenFieldsText } from "@yq/form-schema/hidden-fields";
import { DIRECT } from "@yq/form-schema/traffic-source-words";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { Db } from "../db/client";
import { charges } from "../db/schema/charges";
import { formSubmissions as fs } from "../db/schema/submissions";
import type { FormRow } from "../lib/owned-form";
import { CSV_BOM, csvRow, type CsvValue } from "./csv";
import { newestFirst } from "./submission-view";
import { lineItemText, type LeadView } from "@yq/form-schema/lead-view";
import { leadConditions, leadView, recordsOfLeads, type LeadFilter } from "./leads.service";
import { notesOfLeads, workOfLeads } from "./lead-work.service";
import { visitSummariesOfLeads, type VisitSummary } from "./lead-visits";

const BATCH = 500;

const QUOTE_STATUS = { accept: "Accepted", decline: "Declined" } as const;

/** A lead with the owner's notes, one per line: "2026-11-21T15:04:05.000Z: Called, no answer". */
type CsvLead = LeadView & { ownerNotes: string; visits: VisitSummary | undefined; charged: ChargeTotals | undefined };

/** A lead's charges on its saved card summed by what became of them, in cents (decision 122). */
type ChargeTotals = { billedCents: number; refundedCents: number; failedCents: number };

const COLUMNS: [string, (lead: CsvLead) => CsvValue][] = [
  ["Lead ID", (l) => l.id],
  ["Started At (UTC)", (l) => l.createdAt],
  ["Last Activity (UTC)", (l) => l.lastActivityAt],
  ["Stage", (l) => LEAD_STAGE_LABELS[l.stage]],
  ...CONTACT_FIELDS.map(({ label, column }): [string, (lead: CsvLead) => CsvValue] => [label, (l) => l[column]]),
  ["Consent", (l) => (l.consent ? "Yes" : "No")],
  ["Service Type", (l) => l.serviceName],
  ["Yard Size", (l) => (l.yardSize ? YARD_SIZE_LABELS[l.yardSize] : null)],
  ["Lawn Area (sq ft)", (l) => l.lawnAreaSqFt],
  ["Quote Status", (l) => (l.responseStatus ? QUOTE_STATUS[l.responseStatus] : "Pending")],
  ["Frequency", (l) => l.quote?.chosen?.label],
  ["Accepted Price", (l) => (l.quote?.chosen ? formatPrice(l.quote.chosen.amount) : null)],
  ["Prices", (l) => l.quote?.prices.map((p) => `${p.label} ${formatPrice(p.amount)}`).join("; ")],
  ["Included Services", (l) => l.quote?.includedServices.join("; ")],
  ["Project Details", (l) => l.projectDetails],
  ["Video URL", (l) => l.videoUrl],
  ["Payment", (l) => (l.payment ? paymentText(l.payment.status, l.payment.kind, l.payment.amountCents) : null)],
  ["Upsell Services", (l) => l.upsellServices.join("; ")],
  ["Notes", (l) => l.notes],
  // The owner's work on the lead.
  ["Lead Status", (l) => LEAD_STATUS_LABELS[l.status]],
  ["Owner Notes", (l) => l.ownerNotes],
  // Where the visitor came from: the grouped name, then each part, then hidden values.
  ["Source", (l) => l.source?.label ?? DIRECT],
  ["Source Page", (l) => l.source?.page],
  ["Referrer", (l) => l.source?.referrer],
  ["utm_source", (l) => l.source?.utmSource],
  ["utm_medium", (l) => l.source?.utmMedium],
  ["utm_campaign", (l) => l.source?.utmCampaign],
  ["gclid", (l) => l.source?.gclid],
  ["fbclid", (l) => l.source?.fbclid],
  ["Hidden Fields", (l) => hiddenFieldsText(l.hiddenFields)],
  // The priced quote: each line (service, size or area, plan, unit price, quantity,
  // discount, tax, total) and the quote's total, upsell add-ons included. Last, so earlier columns keep their places.
  // An agreement's add-ons charged at each push of their own are lines too, outside its total.
  ["Line Items", (l) => lineItemsOf(l)?.map(lineItemText).join("; ")],
  ["Promo Code", (l) => l.quote?.priced?.promoCode],
  ["Total", (l) => (l.quote?.priced ? centsText(l.quote.priced.totals.totalCents) : null)],
  // The agreement's terms, its own figures: the first charge, the parts and their
  // dates, what was due at acceptance, and its value over the term (the dashboard's accepted value).
  ["First Charge", (l) => agreementCents(l, (a) => a.firstChargeCents)],
  ["Instalments", (l) => instalmentsText(l.quote?.agreement?.instalments)],
  ["Due Today", (l) => agreementCents(l, (a) => a.dueTodayCents)],
  ["Term Value", (l) => agreementCents(l, (a) => a.termValueCents)],
  ["Decline Reason", (l) => l.quote?.declineReason],
  // The booked series (lead-visits.ts), after the rest so earlier columns keep their places. Days
  // are YYYY-MM-DD in the business's zone; a lead not booked has empty cells, counts included.
  ["First Visit", (l) => l.visits?.firstDay],
  ["Schedule", (l) => l.visits?.scheduleText],
  ["Next Visit", (l) => l.visits?.nextDay],
  ["Visits Done", (l) => l.visits?.done],
  ["Visits Skipped", (l) => l.visits?.skipped],
  ["Visits Cancelled", (l) => l.visits?.cancelled],
  // What the saved card was charged for the plan: taken, given back, and failed and not collected
  // since. Empty for a lead never charged, like the visits' columns.
  ["Billed", (l) => (l.charged ? centsText(l.charged.billedCents) : null)],
  ["Refunded", (l) => (l.charged ? centsText(l.charged.refundedCents) : null)],
  ["Payment failed", (l) => (l.charged ? centsText(l.charged.failedCents) : null)],
];

/**
 * The charge totals of a batch of leads in one query by charges_lead_idx, read from the charges
 * table (db/): leads does not call charges (domain-map.json). A lead never charged is absent.
 */
async function chargeTotalsOfLeads(db: Db, leadIds: string[]): Promise<Map<string, ChargeTotals>> {
  const sum = (statuses: readonly ChargeStatus[]) =>
    sql<number>`(coalesce(sum(${charges.amountCents}) filter (where ${inArray(charges.status, [...statuses])}), 0))::int`;
  const rows = await db
    .select({
      leadId: charges.leadId,
      billedCents: sum(["succeeded"]),
      refundedCents: sum(["refunded"]),
      failedCents: sum(FAILED_CHARGE_STATUSES),
    })
    .from(charges)
    .where(inArray(charges.leadId, leadIds))
    .groupBy(charges.leadId);
  return new Map(rows.map(({ leadId, ...totals }) => [leadId, totals]));
}

function lineItemsOf(lead: LeadView) {
  const agreement = lead.quote?.agreement;
  return agreement ? [...agreement.lines, ...agreement.extras] : lead.quote?.priced?.lines;
}

function agreementCents(lead: LeadView, pick: (agreement: Agreement) => number): string | null {
  const agreement = lead.quote?.agreement;
  return agreement ? centsText(pick(agreement)) : null;
}

/** "3 payments of $148.50: Nov 15, 2026; Dec 15, 2026; Jan 15, 2027". */
function instalmentsText(parts: Agreement["instalments"] | undefined): string | null {
  if (!parts) return null;
  return `${instalmentWords(parts.amountsCents)}: ${parts.dates.map(dayText).join("; ")}`;
}

/**
 * All matching leads as CSV, newest first, produced in batches (keyset over created_at, id) so
 * a form with 100k records streams in bounded memory instead of one giant query and string.
 */
export async function* leadsCsv(db: Db, form: FormRow, filter: LeadFilter): AsyncGenerator<string> {
  const doc = readFormDocument(form);
  yield CSV_BOM + csvRow(COLUMNS.map(([header]) => header));
  const base = leadConditions(form.id, filter);
  let after: string | null = null;
  for (;;) {
    // The cursor row is read back in SQL: a JS Date would drop created_at's microseconds.
    const where: SQL | undefined = after
      ? and(
          base,
          sql`(${fs.createdAt}, ${fs.id}) < (select c.created_at, c.id from form_submissions c where c.id = ${after})`,
        )
      : base;
    const roots = await db
      .select()
      .from(fs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(BATCH);
    if (roots.length === 0) return;
    const ids = roots.map((r) => r.id);
    const [records, work, notes, visits, charged] = await Promise.all([
      recordsOfLeads(db, form.id, ids),
      workOfLeads(db, ids),
      notesOfLeads(db, ids),
      visitSummariesOfLeads(db, ids),
      chargeTotalsOfLeads(db, ids),
    ]);
    let chunk = "";
    for (const root of roots) {
      const ownerNotes = (notes.get(root.id) ?? []).map((n) => `${n.createdAt.toISOString()}: ${n.body}`).join("\n");
      const view = leadView(root, records.get(root.id) ?? [root], doc, work.get(root.id));
      const lead = { ...view, ownerNotes, visits: visits.get(root.id), charged: charged.get(root.id) };
      chunk += csvRow(COLUMNS.map(([, value]) => value(lead)));
    }
    yield chunk;
    if (roots.length < BATCH) return;
    after = roots[roots.length - 1].id;
  }
}

/** "Spring Mowing" -> "spring-mowing-leads-2026-11-21.csv" */
export function csvFileName(name: string, now = new Date()): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "form";
  return `${slug}-leads-${now.toISOString().slice(0, 10)}.csv`;
}
