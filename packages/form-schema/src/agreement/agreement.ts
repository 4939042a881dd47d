import type { PaymentSettings } from "../payment-settings";
import { priceQuote, type QuoteRequest } from "../pricing/engine";
import type { LineItem, PricedQuote, QuoteTotals } from "../pricing/line-items";
import { centsPart, splitInstalments } from "../pricing/money";
import { findListedService, taxMilli } from "../pricing/plan-offers";
import type { Plan, PriceUnit } from "../pricing/plans";
import type { PricingInput } from "../pricing/pricing-input";
import { paymentAsked, type PaymentAsked } from "./payment-asked";
import { instalmentDates, seasonStartFrom } from "./instalments";

// The agreement (decision 115): what a visitor who accepts agrees to pay, computed once from the
// stored form and the answer with the pricing engine. The quote card, the accept button, the
// accepted summary, the Stripe amount, the emails, the webhooks and the owner's views all read
// this object; none of them adds or splits an amount of its own. Pure and free of zod, so the
// visitor's service step computes the same object the server stores.

export const AGREEMENT_VERSION = 1;

/** "each": charged at every visit, push or round; "once": once for the agreement (a season, a job). */
export type LineTiming = "each" | "once";
export type RecurringUnit = Extract<PriceUnit, "visit" | "push" | "round">;

export interface AgreementLine extends LineItem {
  timing: LineTiming;
  /** What the line charges at its first visit, push or round, or once: discount and tax in. */
  firstCents: number;
  /** What it charges at every later visit, push or round; null for a line charged once. */
  eachCents: number | null;
}

export interface Agreement {
  version: typeof AGREEMENT_VERSION;
  /** "YYYY-MM-DD" in the business's time zone: the day it was agreed, which its dates count from. */
  agreedOn: string;
  /** The plan of the service line. */
  plan: Plan;
  /** What the total is of: the service line and what comes with each of its visits, or once. */
  lines: AgreementLine[];
  /**
   * Add-ons charged at each visit or push of their own, outside the total: a season's per-push
   * walkway shovelling is charged at every push, however many the winter brings.
   */
  extras: AgreementLine[];
  promoCode: string | null;
  taxLabel: string | null;
  /** The lines' totals: subtotal - discount + tax = total. */
  totals: Omit<QuoteTotals, "firstChargeCents">;
  /** Charged at every later visit, push or round, by unit (a season's per-push salting). */
  recurring: { unit: RecurringUnit; cents: number }[];
  /** Everything charged once (a season, a job, a one-time add-on), tax in; 0 for none. */
  onceCents: number;
  /** The first charge: the first visit, push or round with what is charged once, or the first instalment. */
  firstChargeCents: number;
  /** What is charged once, in parts: the amounts add up to it (less a deposit taken today). */
  instalments: { amountsCents: number[]; dates: string[] } | null;
  /** What the owner's payment rule asks at acceptance; null for nothing. */
  payment: PaymentAsked;
  dueTodayCents: number;
  /** The agreement over its term in one unit for every plan (the owner's accepted value). */
  termValueCents: number;
  /** The visits, pushes or rounds termValueCents counts for a line charged at each. */
  termOccurrences: number;
}

export interface AgreementTerms {
  /** The form's payment rule, or null where no payment can be taken (no Stripe, owner not connected). */
  payment: PaymentSettings | null;
  /** "YYYY-MM-DD" in the business's time zone: instalment dates count from it. */
  today: string;
}

export type AgreementResult = { ok: true; agreement: Agreement } | { ok: false; message: string };

/**
 * Visits in a mowing season (spring to autumn, about 30 weeks) and pushes in a winter without a
 * cap: the term an open-ended plan is valued over, until the owner's own season sets it.
 */
const TERM_OCCURRENCES: Partial<Record<Plan, number>> = { weekly: 30, biweekly: 15, monthly: 7 };
const WINTER_PUSHES = 10;

const RECURRING_UNITS: readonly PriceUnit[] = ["visit", "push", "round"];
const isRecurring = (unit: PriceUnit): unit is RecurringUnit => RECURRING_UNITS.includes(unit);

function timedLine(line: LineItem, milli: number, everyUnitDiscounted: boolean): AgreementLine {
  if (!isRecurring(line.unit)) return { ...line, timing: "once", firstCents: line.totalCents, eachCents: null };
  const withTax = (net: number) => net + centsPart(net, milli, 100_000);
  // The discount is on every unit or on the first only (engine.ts discountPerUnit).
  const perUnitOff = everyUnitDiscounted ? line.discountCents / line.quantity : line.discountCents;
  const eachOff = everyUnitDiscounted ? perUnitOff : 0;
  const firstCents = line.quantity === 1 ? line.totalCents : withTax(line.unitPriceCents - perUnitOff);
  return { ...line, timing: "each", firstCents, eachCents: withTax(line.unitPriceCents - eachOff) };
}

/** The visits, pushes or rounds of a term: a program's rounds, a season's visits or pushes. */
function occurrences(doc: PricingInput, request: QuoteRequest, service: AgreementLine, unit: RecurringUnit): number {
  if (unit === service.unit && service.quantity > 1) return service.quantity;
  if (unit === "push") {
    const snow = seasonOf(doc, request);
    return snow?.maxPushes ?? WINTER_PUSHES;
  }
  return TERM_OCCURRENCES[service.plan!] ?? 1;
}

function seasonOf(doc: PricingInput, request: QuoteRequest) {
  const service = findListedService(doc, request.serviceId);
  return service?.pricing.method === "snow" ? service.pricing : null;
}

/**
 * The agreement of an accept: the engine's lines, each timed (every visit or once), the first
 * charge, a season's instalments with their dates, the payment the owner's rule asks today (a
 * deposit on the whole agreement: what is charged once where the plan is a season or a job, else
 * the first charge) and the value over the term.
 */
export function agreementFor(doc: PricingInput, request: QuoteRequest, terms: AgreementTerms): AgreementResult {
  const priced = priceQuote(doc, request);
  if (!priced.ok) return priced;
  const { quote } = priced;
  const milli = taxMilli(doc.pricingSettings);
  const every = request.promo?.scope === "every";
  const timed = quote.lines.map((line) => timedLine(line, milli, line.kind === "service" && every));
  const service = timed.find((l) => l.kind === "service")!;
  const plan = service.plan!;
  const inTotal = (l: AgreementLine) => l.timing === "once" || (service.timing === "each" && l.unit === service.unit);
  const lines = timed.filter(inTotal);
  const extras = timed.filter((l) => !inTotal(l));
  const sum = (pick: (l: AgreementLine) => number) => lines.reduce((total, l) => total + pick(l), 0);
  const totals = {
    subtotalCents: sum((l) => l.unitPriceCents * l.quantity),
    discountCents: sum((l) => l.discountCents),
    taxCents: sum((l) => l.taxCents),
    totalCents: sum((l) => l.totalCents),
  };

  const recurring: Agreement["recurring"] = [];
  for (const line of timed) {
    if (line.timing !== "each" || !isRecurring(line.unit)) continue;
    const same = recurring.find((r) => r.unit === line.unit);
    if (same) same.cents += line.eachCents!;
    else recurring.push({ unit: line.unit as RecurringUnit, cents: line.eachCents! });
  }
  const onceCents = lines.filter((l) => l.timing === "once").reduce((t, l) => t + l.totalCents, 0);
  // A line charged at each visit joins the first charge only when the service itself is charged per visit.
  const serviceEach = service.timing === "each";
  const firstEach = serviceEach
    ? lines.filter((l) => l.timing === "each" && l.unit === service.unit).reduce((t, l) => t + l.firstCents, 0)
    : 0;
  const count = service.instalments ?? 1;
  const onceFirst = count > 1 ? splitInstalments(onceCents, count)[0]! : onceCents;
  const firstChargeCents = firstEach + onceFirst;

  const payment = paymentAsked(terms.payment, serviceEach ? firstChargeCents : onceCents, firstChargeCents);
  const dueTodayCents = payment?.amountCents ?? 0;
  let instalments: Agreement["instalments"] = null;
  if (count > 1) {
    // A deposit counts toward the season; a first charge taken in full is the first instalment, today.
    const deposit = payment?.kind === "deposit" ? payment.amountCents : 0;
    const season = seasonOf(doc, request);
    const first =
      payment?.kind === "full" || !season
        ? terms.today
        : seasonStartFrom(terms.today, season.seasonStart, season.seasonEnd);
    instalments = { amountsCents: splitInstalments(onceCents - deposit, count), dates: instalmentDates(first, count) };
  }

  const termOccurrences = serviceEach ? occurrences(doc, request, service, service.unit as RecurringUnit) : 1;
  const termValueCents = timed.reduce((total, line) => {
    if (line.timing === "once" || line.quantity > 1) return total + line.totalCents;
    const times = occurrences(doc, request, service, line.unit as RecurringUnit);
    return total + line.firstCents + line.eachCents! * (times - 1);
  }, 0);

  return {
    ok: true,
    agreement: {
      version: AGREEMENT_VERSION,
      agreedOn: terms.today,
      plan,
      lines,
      extras,
      promoCode: quote.promoCode,
      taxLabel: quote.taxLabel,
      totals,
      recurring,
      onceCents,
      firstChargeCents,
      instalments,
      payment,
      dueTodayCents,
      termValueCents,
      termOccurrences,
    },
  };
}

/** The priced quote as records before the agreement kept it: its lines, totals and one first charge. */
export function pricedQuoteOf(agreement: Agreement): PricedQuote {
  return {
    lines: agreement.lines.map(({ timing: _t, firstCents: _f, eachCents: _e, ...line }) => line),
    totals: { ...agreement.totals, firstChargeCents: agreement.firstChargeCents },
    promoCode: agreement.promoCode,
    taxLabel: agreement.taxLabel,
  };
}
