import { calendarDayText } from "@yq/form-schema/scheduling/calendar-day";
import type { BusinessIdentity } from "../mail/business-identity";
import { flash, html, layout, themeOf, type Theme } from "./page-html";
import { NOTE_MAX } from "./plan-changes";
import type { PlanData } from "./plan-data";

// The customer page's other pages: a link that is not valid, an expired one (with the form that
// sends a fresh link), the answer to that form, and the step that confirms a cancellation.

const neutral = (): Theme => themeOf(null);

export function notFoundPage(): string {
  return layout({
    title: "Page not found",
    theme: neutral(),
    business: null,
    body: `<section class="card"><h1>This link does not open a plan</h1><p class="muted" style="margin:0">Check that the whole link from your email was opened, or ask the business for a new one.</p></section>`,
  });
}

/** An expired link still names its lead: the customer may ask for a fresh one by email. */
export function expiredPage(token: string, plan: PlanData | null): string {
  const business = plan?.business ?? null;
  return layout({
    title: "This link has expired",
    theme: themeOf(plan?.customization ?? null),
    business,
    body: `<section class="card"><h1>This link has expired</h1>
<p class="muted">Links to your plan work for 30 days. Enter the email address you gave${business?.name ? ` ${html(business.name)}` : ""} and we will send a new link to it.</p>
<form method="post" action="/plan/renew"><input type="hidden" name="token" value="${html(token)}">
<label for="email">Your email address</label><input id="email" type="email" name="email" required autocomplete="email" maxlength="254">
<div class="actions"><button class="btn primary wide" type="submit">Send me a new link</button></div></form></section>`,
  });
}

/** The same answer whatever address was typed, so the form tells no one whose plan it is. */
export function renewSentPage(business: BusinessIdentity | null): string {
  return layout({
    title: "Check your email",
    theme: neutral(),
    business,
    body: `<section class="card"><h1>Check your email</h1><p class="muted" style="margin:0">If that address is the one on your plan, a new link is on its way to it. It can take a few minutes; look in your spam folder too.</p></section>`,
  });
}

export function tooManyPage(business: BusinessIdentity | null): string {
  return layout({
    title: "Too many requests",
    theme: neutral(),
    business,
    body: `<section class="card"><h1>Please wait a little</h1><p class="muted" style="margin:0">Too many new links were asked for from your network. Try again in an hour, or call the business.</p></section>`,
  });
}

/** "Cancel your plan?": what it stops, and the reason it asks for. */
export function cancelPage(plan: PlanData, base: string, error?: string, reason = ""): string {
  const ahead = plan.visits.filter((v) => v.day >= plan.today && ["scheduled", "paused"].includes(v.status));
  const business = plan.business.name ?? "the business";
  const what = ahead.length
    ? `Your ${ahead.length === 1 ? "visit" : `${ahead.length} visits`} from ${html(calendarDayText(ahead[0]!.day))} on will be cancelled, and you will not be charged for ${ahead.length === 1 ? "it" : "them"}.`
    : "No visits are ahead; your plan ends here.";
  return layout({
    title: "Cancel your plan",
    theme: themeOf(plan.customization),
    business: plan.business,
    body: `${error ? flash("error", error) : ""}<section class="card"><h1>Cancel your plan?</h1><p>${what} Visits already done stay on your receipts.</p>
<form method="post" action="${html(`${base}/cancel`)}"><label for="reason">Why are you cancelling? ${html(business)} will read it.</label>
<textarea id="reason" name="reason" required maxlength="${NOTE_MAX}" placeholder="For example: moving house in June.">${html(reason)}</textarea>
<div class="actions"><button class="btn danger" type="submit">Cancel my plan</button><a class="btn secondary" href="${html(base)}">Keep my plan</a></div></form></section>`,
  });
}

/** The step between the page and Stripe's card form: a refresh sends the window on, a link if it does not. */
export function toStripePage(plan: PlanData, url: string): string {
  return layout({
    title: "Opening the card form",
    theme: themeOf(plan.customization),
    business: plan.business,
    head: `<meta http-equiv="refresh" content="0;url=${html(url)}">`,
    body: `<section class="card"><h1>Opening the secure card form…</h1><p class="muted">Your card is entered on Stripe's page, then you come back here.</p>
<div class="actions"><a class="btn primary wide" href="${html(url)}">Continue to the card form</a></div></section>`,
  });
}
