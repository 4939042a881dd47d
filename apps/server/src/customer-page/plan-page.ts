import type { ChargeView } from "@yq/form-schema/charges";
import { formatCents } from "@yq/form-schema/money-format";
import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import { scheduleText } from "@yq/form-schema/scheduling/schedule-words";
import { flash, html, layout, postButton, themeOf } from "./page-html";
import { NOTE_MAX, rescheduleRefusal, skipRefusal } from "./plan-changes";
import type { PlanData, PlanVisit } from "./plan-data";
import {
  chargeStatusWords,
  chargeTone,
  moneyDate,
  planName,
  priceWords,
  shortStripeId,
  timingWords,
} from "./plan-words";

// The customer's page (GET /plan/<token>): the plan and its price, the visits ahead with Skip
// and "Ask to reschedule", the visits done with their receipts, the card and cancelling.

/** Visits ahead listed in full; the rest are counted. */
const LISTED_AHEAD = 8;

const VISIT_STATUS: Record<PlanVisit["status"], [string, string]> = {
  scheduled: ["Scheduled", "ok"],
  paused: ["Paused", "warn"],
  done: ["Done", "ok"],
  skipped: ["Skipped", "off"],
  cancelled: ["Cancelled", "off"],
};

const pill = ([text, tone]: [string, string]) => `<span class="pill ${tone}">${html(text)}</span>`;

function receipt(charge: ChargeView, timeZone: string): string {
  const ref = charge.stripePaymentIntentId
    ? `<span class="ref" title="${html(charge.stripePaymentIntentId)}">${html(shortStripeId(charge.stripePaymentIntentId))}</span>`
    : "";
  return `<div class="receipt">${pill([chargeStatusWords(charge), chargeTone(charge)])}<strong>${html(formatCents(charge.amountCents))}</strong><span>${html(moneyDate(charge.updatedAt, timeZone))}</span>${ref}</div>`;
}

function aheadItem(plan: PlanData, visit: PlanVisit, base: string, now: Date): string {
  const price = visit.priceCents !== null ? `<span class="muted">${html(formatCents(visit.priceCents))}</span>` : "";
  const head = `<div class="row"><span class="when">${html(calendarDayText(visit.day))}</span><span>${price} ${pill(VISIT_STATUS[visit.status])}</span></div>`;
  if (visit.status === "skipped" || plan.booking?.cancelledAt) return `<li>${head}</li>`;
  const actions: string[] = [];
  const skipNo = visit.status === "scheduled" ? skipRefusal(plan, visit, now) : null;
  if (visit.status === "scheduled" && !skipNo)
    actions.push(postButton(`${base}/visits/${visit.id}/skip`, "Skip this visit", "secondary"));
  const askNo = rescheduleRefusal(plan, visit);
  if (!askNo) {
    actions.push(`<details><summary class="btn secondary">Ask to reschedule</summary>
<form method="post" action="${html(`${base}/visits/${visit.id}/reschedule`)}">
<label for="note-${visit.id}">Which days suit you better?</label>
<textarea id="note-${visit.id}" name="note" required maxlength="${NOTE_MAX}" placeholder="For example: any day after the 12th, mornings are best."></textarea>
<div class="actions"><button class="btn primary" type="submit">Send to ${html(plan.business.name ?? "the business")}</button></div></form></details>`);
  }
  const notes: string[] = [];
  if (visit.rescheduleAskedAt)
    notes.push(`You asked to move this visit. ${html(plan.business.name ?? "The business")} will be in touch.`);
  if (skipNo && visit.status === "scheduled") notes.push(html(skipNo));
  const said = notes.map((n) => `<p class="small muted" style="margin:.4rem 0 0">${n}</p>`).join("");
  return `<li>${head}${actions.length ? `<div class="actions">${actions.join("")}</div>` : ""}${said}</li>`;
}

function pastItem(plan: PlanData, visit: PlanVisit): string {
  const charges = plan.charges.filter((c) => c.visitId === visit.id);
  const price = visit.priceCents !== null ? `<span class="muted">${html(formatCents(visit.priceCents))}</span>` : "";
  return `<li><div class="row"><span class="when">${html(calendarDayText(visit.day))}</span><span>${price} ${pill(VISIT_STATUS[visit.status])}</span></div>${charges.map((c) => receipt(c, plan.business.timeZone)).join("")}</li>`;
}

function summary(plan: PlanData): string {
  const booking = plan.booking;
  const state = booking?.cancelledAt
    ? pill(["Cancelled", "off"])
    : booking?.pausedAt
      ? pill(["Paused", "warn"])
      : booking
        ? pill(["Active", "ok"])
        : pill(["Being scheduled", "off"]);
  const facts: [string, string][] = [];
  const name = planName(plan);
  if (name) facts.push(["Plan", name]);
  if (booking) facts.push(["Schedule", scheduleText(booking.plan, booking.firstDay, plan.visits.length)]);
  if (plan.address) facts.push(["Address", plan.address]);
  const price = priceWords(plan.agreement);
  const timing = timingWords(plan);
  const title = plan.serviceName ?? plan.formName;
  return `<section class="card first"><div class="row"><span class="muted small">${plan.contact.name ? `${html(plan.contact.name)}'s plan` : "Your plan"}</span>${state}</div>
<h1>${html(title)}</h1>${price ? `<div class="price">${html(price)}</div>` : ""}
${timing ? `<p class="small muted" style="margin:.25rem 0 0">${html(timing)}</p>` : ""}
<dl class="facts">${facts.map(([k, v]) => `<dt>${html(k)}</dt><dd>${html(v)}</dd>`).join("")}</dl></section>`;
}

function cardSection(plan: PlanData, base: string): string {
  if (plan.booking?.cancelledAt || (!plan.cardSaved && plan.charges.length === 0)) return "";
  return `<section class="card last"><h2>Your card</h2><p class="small muted" style="margin:0 0 .75rem">${plan.cardSaved ? "Your plan is charged on the card you saved with Stripe. Replace it any time; a failed payment is tried again on the new card." : "Add the card your plan is charged on."}</p>${postButton(`${base}/card`, "Update card", "secondary wide")}</section>`;
}

/** The page; `message` is what the last action said, shown once. */
export function planPage(
  plan: PlanData,
  base: string,
  message: { kind: "good" | "error"; text: string } | null,
  now = new Date(),
): string {
  const booking = plan.booking;
  const ahead = plan.visits.filter((v) => v.day >= plan.today && v.status !== "cancelled" && v.status !== "done");
  const past = plan.visits.filter((v) => !ahead.includes(v) && v.status !== "cancelled").reverse();
  const other = plan.charges.filter((c) => !c.visitId || !plan.visits.some((v) => v.id === c.visitId));
  const business = plan.business.name ?? "The business";
  const side: string[] = [summary(plan)];
  const main: string[] = [];
  const failing = plan.charges.some((c) => c.status === "failed" || c.status === "requires_action");
  if (booking?.pausedAt && !booking.cancelledAt) {
    main.push(`<section class="card notice"><h2>Your visits are paused until your card works</h2>
<p class="small" style="margin:0 0 .75rem">Your last payment did not go through. Update your card: what is owed is charged at once and your visits start again.</p>${postButton(`${base}/card`, "Update card", "primary wide")}</section>`);
  } else if (failing && !booking?.cancelledAt) {
    main.push(`<section class="card notice"><h2>A payment did not go through</h2>
<p class="small" style="margin:0 0 .75rem">It is tried again in a few days. Update your card to pay it now.</p>${postButton(`${base}/card`, "Update card", "primary wide")}</section>`);
  }
  if (booking?.cancelledAt) {
    main.push(
      `<section class="card"><h2>This plan is cancelled</h2><p class="small muted" style="margin:0">Cancelled on ${html(moneyDate(booking.cancelledAt.toISOString(), plan.business.timeZone))}.${booking.cancelReason ? ` ${html(business)} has your reason.` : ""} Want to start again? Contact them.</p></section>`,
    );
  }
  if (!booking) {
    main.push(
      `<section class="card"><h2>Your first visit</h2><p class="small muted" style="margin:0">${html(business)} will schedule your first visit and let you know the day.</p></section>`,
    );
  } else if (!booking.cancelledAt || ahead.length > 0) {
    // An owner may cancel from a later day (scheduling/plan-actions.ts): the visits before it still come.
    const listed = ahead.slice(0, LISTED_AHEAD);
    const more = ahead.length - listed.length;
    const last = ahead.at(-1);
    const tail =
      more > 0 && last
        ? `<p class="small muted" style="margin:.75rem 0 0">And ${more} more until ${html(calendarDayText(last.day))}.</p>`
        : "";
    main.push(
      `<section class="card"><h2>${booking.cancelledAt ? "Visits still booked" : "Next visits"}</h2>${listed.length ? `<ul class="list">${listed.map((v) => aheadItem(plan, v, base, now)).join("")}</ul>${tail}` : `<p class="small muted" style="margin:0">No visits ahead.</p>`}</section>`,
    );
  }
  if (past.length)
    main.push(
      `<section class="card"><h2>Past visits and receipts</h2><ul class="list">${past.map((v) => pastItem(plan, v)).join("")}</ul></section>`,
    );
  if (other.length)
    main.push(
      `<section class="card"><h2>Payments</h2><ul class="list">${other.map((c) => `<li><div class="when">${html(c.label)}</div>${receipt(c, plan.business.timeZone)}</li>`).join("")}</ul></section>`,
    );
  side.push(cardSection(plan, base));
  if (booking && !booking.cancelledAt)
    side.push(
      `<section class="card last"><h2>Cancel your plan</h2><p class="small muted" style="margin:0 0 .5rem">Stops every visit still ahead. Visits done stay on your receipts.</p><a class="btn link-danger" href="${html(`${base}/cancel`)}">Cancel plan…</a></section>`,
    );
  const top = message ? flash(message.kind, message.text) : "";
  const parts = [top, `<div class="grid"><div>${side.join("\n")}</div><div>${main.join("\n")}</div></div>`];
  return layout({
    title: plan.business.name ? `Your plan with ${plan.business.name}` : "Your plan",
    theme: themeOf(plan.customization),
    business: plan.business,
    body: parts.join("\n"),
    wide: true,
  });
}
