import type { ContactByField } from "@yq/form-schema/contact-columns";
import { renderEmail, subjectPart, type EmailBrand } from "./render";
import type { MailContent } from "./lead-templates";

// The emails of the customer's own page (server customer-page/, decision 122): the owner hears
// what the customer did there, in the customer's own words; the customer gets a fresh link.

const OWNER_FOOTER = "Sent by YardQuote because a customer used their plan page.";

/** Who did it and which plan: what every owner email of the page starts from. */
export type PlanFacts = {
  contact: ContactByField;
  serviceName: string | null;
  address: string | null;
  /** "Weekly, from Tuesday, June 2". */
  scheduleText: string | null;
  /** Where the owner sees the lead. */
  leadUrl: string;
};

const who = (facts: PlanFacts) => facts.contact.name?.trim() || "A customer";

function customerRows(facts: PlanFacts): [string, string][] {
  const rows: [string, string][] = [];
  if (facts.serviceName) rows.push(["Service", facts.serviceName]);
  if (facts.scheduleText) rows.push(["Schedule", facts.scheduleText]);
  if (facts.address) rows.push(["Address", facts.address]);
  if (facts.contact.phone) rows.push(["Phone", facts.contact.phone]);
  if (facts.contact.email) rows.push(["Email", facts.contact.email]);
  return rows;
}

/** "Plan cancelled": the customer cancelled the rest of their plan, and why. */
export function ownerPlanCancelled(facts: PlanFacts & { reason: string; cancelledVisits: number }): MailContent {
  const name = subjectPart(who(facts), 40);
  const visits = facts.cancelledVisits === 1 ? "1 visit" : `${facts.cancelledVisits} visits`;
  const rendered = renderEmail(
    "A customer cancelled their plan",
    [
      {
        type: "paragraph",
        text: `${who(facts)} cancelled their plan from their plan page. ${visits} still ahead ${facts.cancelledVisits === 1 ? "was" : "were"} taken off your schedule and ${facts.cancelledVisits === 1 ? "its place was" : "their places were"} freed.`,
      },
      { type: "heading", text: "Their reason" },
      { type: "paragraph", text: facts.reason },
      { type: "details", rows: customerRows(facts) },
      { type: "button", label: "View the lead", url: facts.leadUrl },
    ],
    OWNER_FOOTER,
  );
  return { subject: `Plan cancelled: ${name}`, ...rendered };
}

/** "Asks to reschedule": the customer asked to move one visit, with their note. */
export function ownerRescheduleAsked(facts: PlanFacts & { dayText: string; note: string; scheduleUrl: string }) {
  const name = subjectPart(who(facts), 40);
  const rendered = renderEmail(
    "A customer asks to move a visit",
    [
      {
        type: "paragraph",
        text: `${who(facts)} asks to move their visit on ${facts.dayText}. Move it on your schedule, or contact them to agree a day.`,
      },
      { type: "heading", text: "Their note" },
      { type: "paragraph", text: facts.note },
      { type: "details", rows: [["Visit", facts.dayText], ...customerRows(facts)] },
      { type: "button", label: "Open your schedule", url: facts.scheduleUrl },
    ],
    OWNER_FOOTER,
  );
  return { subject: `Reschedule request: ${name}, ${facts.dayText}`, ...rendered } satisfies MailContent;
}

/** "Your link to your plan", to the customer who asked for a fresh one, in the business's name. */
export function customerPlanLink(input: { customerName: string | null; url: string }, brand: EmailBrand | null) {
  const name = input.customerName?.trim();
  const business = brand?.name;
  const rendered = renderEmail(
    name ? `Hello, ${name}` : "Hello",
    [
      {
        type: "paragraph",
        text: `Here is a new link to your plan${business ? ` with ${business}` : ""}: your visits, your receipts, your card, skipping a visit or cancelling. It works for 30 days.`,
      },
      { type: "button", label: "Open your plan", url: input.url },
      { type: "paragraph", text: "Did not ask for it? You can ignore this email: the link only opens your plan." },
    ],
    `You receive this email because a new link to your plan was asked for${business ? ` on ${business}'s page` : ""}.`,
    brand,
  );
  return {
    subject: business ? `Your link to your plan with ${subjectPart(business, 50)}` : "Your link to your plan",
    ...rendered,
  } satisfies MailContent;
}
