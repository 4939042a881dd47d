import { randomUUID } from "node:crypto";
import type { LeadStage } from "@yq/form-schema/lead-lifecycle";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import type { Db } from "../db/client";
import { forms } from "../db/schema/forms";
import { formSubmissions, type QuoteSnapshot } from "../db/schema/submissions";

// Test and benchmark data shaped exactly as the public form writes it (consent record, then the
// complete record, then an upsell record), inserted straight into the database.

type Insert = typeof formSubmissions.$inferInsert;

export async function seedForm(db: Db, userId: string, values: Partial<typeof forms.$inferInsert> = {}) {
  const [row] = await db
    .insert(forms)
    .values({ userId, name: "Lawn Quote", description: "Weekly mowing near you", status: "published", ...values })
    .returning();
  return row;
}

export type SeedLead = {
  stage: LeadStage;
  createdAt?: Date;
  name?: string;
  email?: string;
  phone?: string;
  street?: string | null;
  serviceType?: "mowing" | "landscaping";
  yardSize?: "small" | "medium" | "large" | "custom";
  quote?: QuoteSnapshot | null;
  projectDetails?: string | null;
  upsell?: string[];
};

const SMALL_QUOTE: QuoteSnapshot = {
  yardSize: "small",
  prices: [
    { frequency: "weekly", label: "Weekly", amount: 39 },
    { frequency: "biweekly", label: "Bi-Weekly", amount: 59 },
    { frequency: "monthly", label: "Monthly", amount: 79 },
  ],
  includedServices: ["Edge", "Mow", "Blow Off Walkways"],
  chosen: null,
};

/** The small-yard quote accepted bi-weekly, as the server stores an accept. */
export const SMALL_QUOTE_ACCEPTED: QuoteSnapshot = { ...SMALL_QUOTE, chosen: SMALL_QUOTE.prices[1] };

/** The records of one lead; returns them in insertion order (root first). */
function leadRecords(formId: string, lead: SeedLead): Insert[] {
  const at = lead.createdAt ?? new Date();
  const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
  const rootId = randomUUID();
  const customer = {
    customerName: lead.name ?? "Pat Green",
    customerEmail: lead.email ?? VISITOR_ANSWERS.email,
    customerPhone: lead.phone ?? VISITOR_ANSWERS.phone,
    street: lead.street ?? null,
  };
  const serviceType = lead.serviceType ?? "mowing";
  const yardSize = serviceType === "mowing" ? (lead.yardSize ?? "small") : null;
  const rows: Insert[] = [
    {
      id: rootId,
      formId,
      leadId: rootId,
      createdAt: at,
      ...customer,
      consent: true,
      status: "incomplete",
      submissionStage: "consent_given",
    },
  ];
  if (lead.stage === "started") return rows;
  if (lead.stage === "quoted") {
    // A lead that chose a service but never answered: the choice is recorded on the root.
    rows[0] = { ...rows[0], serviceType, yardSize };
    return rows;
  }
  const completeId = randomUUID();
  rows.push({
    id: completeId,
    formId,
    leadId: rootId,
    parentSubmissionId: rootId,
    createdAt: later(60),
    ...customer,
    consent: true,
    serviceType,
    yardSize,
    projectDetails: lead.projectDetails ?? null,
    status: "pending",
    submissionStage: "complete",
    responseStatus: lead.stage === "declined" ? "decline" : "accept",
    quote:
      lead.quote === undefined
        ? yardSize !== "small"
          ? null
          : lead.stage === "declined"
            ? SMALL_QUOTE
            : SMALL_QUOTE_ACCEPTED
        : lead.quote,
  });
  if (lead.stage === "upsell") {
    rows.push({
      formId,
      leadId: rootId,
      parentSubmissionId: completeId,
      createdAt: later(120),
      ...customer,
      consent: true,
      isUpsell: true,
      selectedUpsellServices: lead.upsell ?? ["Aeration"],
      status: "pending",
      submissionStage: "complete",
    });
  }
  return rows;
}

export async function seedLead(db: Db, formId: string, lead: SeedLead) {
  const rows = leadRecords(formId, lead);
  for (const row of rows) await db.insert(formSubmissions).values(row);
  return { leadId: rows[0].id!, records: rows };
}

/** Many leads in few statements (benchmarks): roots first, so every later record finds its root. */
export async function seedManyLeads(db: Db, formId: string, leads: SeedLead[], batch = 1000) {
  const all = leads.map((lead) => leadRecords(formId, lead));
  for (let depth = 0; depth < 3; depth++) {
    const rows = all.flatMap((records) => (records[depth] ? [records[depth]] : []));
    for (let i = 0; i < rows.length; i += batch) await db.insert(formSubmissions).values(rows.slice(i, i + batch));
  }
  return all.reduce((n, records) => n + records.length, 0);
}
