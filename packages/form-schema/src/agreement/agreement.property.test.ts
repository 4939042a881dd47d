import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formsAndAnswers } from "../testing/random-forms";
import type { PaymentSettings } from "../payment-settings";
import type { FormDocument } from "../form-document";
import { formatCents } from "../money-format";
import { toPublicDocument, type PublicFormDocument } from "../public-document";
import { agreementSchema } from "./agreement-schema";
import { agreementFor, pricedQuoteOf } from "./agreement";
import { agreementRows } from "./agreement-words";

// Over random forms, answers and payment rules: the agreement's figures add up to
// the cent, and the stored shape reads back as computed.

const rules: fc.Arbitrary<PaymentSettings | null> = fc.option(
  fc.record({
    mode: fc.constantFrom("none", "card", "deposit", "full"),
    depositType: fc.constantFrom("fixed", "percent"),
    depositAmount: fc.integer({ min: 1, max: 2_000 }),
    depositPercent: fc.integer({ min: 1, max: 100 }),
    chargeTiming: fc.constantFrom("on_done", "end_of_day", "advance"),
  }),
);
const days = fc.date({ min: new Date("2026-01-01"), max: new Date("2028-12-31"), noInvalidDate: true });

describe("the agreement over random forms and answers", () => {
  it("adds up: lines to totals, instalments to what is charged once, today's payment within the agreement", () => {
    fc.assert(
      fc.property(formsAndAnswers, rules, days, ([doc, request], payment, date) => {
        const today = date.toISOString().slice(0, 10);
        const result = agreementFor(doc, request, { payment, today });
        if (!result.ok) return;
        const a = result.agreement;
        // The visitor's form computes it from the public document inlined in its page, the server
        // from the stored form: one object.
        const stored = JSON.parse(JSON.stringify(doc)) as FormDocument;
        const inlined = JSON.parse(JSON.stringify(toPublicDocument(doc))) as PublicFormDocument;
        expect(agreementFor(stored, request, { payment, today })).toEqual(result);
        expect(agreementFor(inlined, request, { payment, today })).toEqual(result);
        // Every surface's words are its figures: the total, the parts, today's payment.
        const words = agreementRows(a, doc.pricingSettings.taxDisplay).map((r) => r.value);
        expect(words).toContain(formatCents(a.totals.totalCents));
        if (a.payment?.amountCents) expect(words).toContain(formatCents(a.payment.amountCents));
        if (a.instalments) expect(words.join(" ")).toContain(formatCents(a.instalments.amountsCents[0]!));
        // The priced quote older readers take carries the same totals and first charge.
        expect(pricedQuoteOf(a).totals).toEqual({ ...a.totals, firstChargeCents: a.firstChargeCents });
        expect(agreementSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
        expect(a.totals.totalCents).toBe(a.lines.reduce((t, l) => t + l.totalCents, 0));
        expect(a.totals.subtotalCents - a.totals.discountCents + a.totals.taxCents).toBe(a.totals.totalCents);
        // What is outside the total is charged at each visit or push of its own.
        for (const extra of a.extras) expect(extra.timing).toBe("each");
        expect(a.onceCents).toBe(a.lines.filter((l) => l.timing === "once").reduce((t, l) => t + l.totalCents, 0));
        for (const line of a.lines) {
          if (line.timing === "once") expect(line.firstCents).toBe(line.totalCents);
          else expect(line.eachCents).not.toBeNull();
        }
        const deposit = a.payment?.kind === "deposit" ? a.payment.amountCents : 0;
        if (a.instalments) {
          const { amountsCents, dates } = a.instalments;
          expect(amountsCents.reduce((t, c) => t + c, 0) + deposit).toBe(a.onceCents);
          expect(dates).toHaveLength(amountsCents.length);
          expect(dates[0]! >= today).toBe(true);
          expect([...dates].sort()).toEqual(dates);
        }
        expect(a.dueTodayCents).toBe(a.payment?.amountCents ?? 0);
        if (a.payment?.kind === "full") expect(a.dueTodayCents).toBe(a.firstChargeCents);
        expect(a.dueTodayCents).toBeLessThanOrEqual(Math.max(a.onceCents, a.firstChargeCents));
        expect(a.firstChargeCents).toBeLessThanOrEqual(a.totals.totalCents);
        expect(a.termValueCents).toBeGreaterThanOrEqual(a.firstChargeCents);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});
