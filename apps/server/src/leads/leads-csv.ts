import { and, sql, type SQL } from "drizzle-orm";
import { YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import { CONTACT_FIELDS } from "@yq/form-schema/contact-fields";
import { LEAD_STAGE_LABELS } from "@yq/form-schema/lead-stage";
import { LEAD_STATUS_LABELS } from "@yq/form-schema/lead-status";
import { paymentText } from "@yq/form-schema/payment";
import { formatPrice } from "@yq/form-schema/quote";
import { hiddenFieldsText } from "@yq/form-schema/hidden-fields";
import { DIRECT } from "@yq/form-schema/traffic-source";
import { readFormDocument } from "@yq/form-schema/read-form";
import type { Db } from "../db/client";
import { formSubmissions as fs } from "../db/schema/submissions";
import type { FormRow } from "../forms/owned-form";
import { CSV_BOM, csvRow, type CsvValue } from "./csv";
import { newestFirst } from "./submission-view";
import { centsText, lineItemText, type LeadView } from "@yq/form-schema/lead-view";
import { leadConditions, leadView, recordsOfLeads, type LeadFilter } from "./leads.service";
import { notesOfLeads, workOfLeads } from "./lead-work.service";

const BATCH = 500;

const QUOTE_STATUS = { accept: "Accepted", decline: "Declined" } as const;

// formatPrice builds an Intl.NumberFormat per call; an export repeats the same few amounts
// tens of thousands of times.
const priceTexts = new Map<number, string>();
const price = (amount: number) => {
  let text = priceTexts.get(amount);
  if (text === undefined) {
    text = formatPrice(amount);
    if (priceTexts.size < 10_000) priceTexts.set(amount, text);
  }
  return text;
};

/** A lead with the owner's notes, one per line: "2026-11-21T15:04:05.000Z: Called, no answer". */
type CsvLead = LeadView & { ownerNotes: string };

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
  ["Accepted Price", (l) => (l.quote?.chosen ? price(l.quote.chosen.amount) : null)],
  ["Prices", (l) => l.quote?.prices.map((p) => `${p.label} ${price(p.amount)}`).join("; ")],
  ["Included Services", (l) => l.quote?.includedServices.join("; ")],
  ["Project Details", (l) => l.projectDetails],
  ["Video URL", (l) => l.videoUrl],
  ["Payment", (l) => (l.payment ? paymentText(l.payment.status, l.payment.kind, l.payment.amountCents) : null)],
  ["Upsell Services", (l) => l.upsellServices.join("; ")],
  ["Notes", (l) => l.notes],
  // The owner's work on the lead (decision 091).
  ["Lead Status", (l) => LEAD_STATUS_LABELS[l.status]],
  ["Owner Notes", (l) => l.ownerNotes],
  // Where the visitor came from (decision 049): the grouped name, then each part, then hidden values.
  ["Source", (l) => l.source?.label ?? DIRECT],
  ["Source Page", (l) => l.source?.page],
  ["Referrer", (l) => l.source?.referrer],
  ["utm_source", (l) => l.source?.utmSource],
  ["utm_medium", (l) => l.source?.utmMedium],
  ["utm_campaign", (l) => l.source?.utmCampaign],
  ["gclid", (l) => l.source?.gclid],
  ["fbclid", (l) => l.source?.fbclid],
  ["Hidden Fields", (l) => hiddenFieldsText(l.hiddenFields)],
  // The priced quote (decision 097): each line (service, size or area, plan, unit price, quantity,
  // discount, tax, total) and the quote's total, upsell add-ons included. Last, so earlier columns keep their places.
  ["Line Items", (l) => l.quote?.priced?.lines.map(lineItemText).join("; ")],
  ["Promo Code", (l) => l.quote?.priced?.promoCode],
  ["Total", (l) => (l.quote?.priced ? centsText(l.quote.priced.totals.totalCents) : null)],
];

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
    const [records, work, notes] = await Promise.all([
      recordsOfLeads(db, form.id, ids),
      workOfLeads(db, ids),
      notesOfLeads(db, ids),
    ]);
    let chunk = "";
    for (const root of roots) {
      const ownerNotes = (notes.get(root.id) ?? []).map((n) => `${n.createdAt.toISOString()}: ${n.body}`).join("\n");
      const lead = { ...leadView(root, records.get(root.id) ?? [root], doc, work.get(root.id)), ownerNotes };
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
