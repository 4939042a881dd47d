import { describe, expect, it } from "vitest";
import { defaultFormDocument, defaultFormDocumentFor } from "../defaults";
import type { PaymentSettings } from "../payment-settings";
import type { PromoCode } from "../pricing/pricing-settings";
import { agreementFor, type Agreement } from "./agreement";
import { agreementRows } from "./agreement-words";

// The agreement's figures for the plans a business sells, worked out by hand.

const rule = (over: Partial<PaymentSettings>): PaymentSettings => ({
  mode: "deposit",
  depositType: "percent",
  depositAmount: 25,
  depositPercent: 25,
  chargeTiming: "on_done",
  ...over,
});
const promo = (over: Partial<PromoCode>): PromoCode => ({
  id: "p",
  code: "SNOW10",
  enabled: true,
  kind: "percent",
  value: 10,
  scope: "first",
  expiresOn: null,
  maxUses: null,
  ...over,
});
const agreed = (result: ReturnType<typeof agreementFor>): Agreement => {
  if (!result.ok) throw new Error(result.message);
  return result.agreement;
};

describe("the agreement", () => {
  it("a snow season with a per-push and a seasonal add-on, a code, tax, a deposit and three instalments", () => {
    const doc = defaultFormDocumentFor("snow_quote");
    doc.pricingSettings = { ...doc.pricingSettings, taxRate: 8, taxLabel: "Sales tax" };
    doc.upsellSettings.services = [
      ...doc.upsellSettings.services,
      { id: "roof", name: "Roof raking", enabled: true, order: 2, price: 100, unit: "season" },
    ];
    const a = agreed(
      agreementFor(
        doc,
        {
          serviceId: "driveway-plowing",
          sizeId: "2-car",
          plan: "seasonal",
          promo: promo({}),
          addOnIds: ["walkway-shovelling", "roof"],
        },
        { payment: rule({}), today: "2026-06-10" },
      ),
    );
    // $500 - 10% = $450 + 8% = $486; roof raking $100 + 8% = $108, once; walkway $15 + 8% per push.
    expect(a.onceCents).toBe(48_600 + 10_800);
    expect(a.recurring).toEqual([{ unit: "push", cents: 1620 }]);
    // The deposit is a quarter of everything charged once, add-ons in.
    expect(a.payment).toEqual({ kind: "deposit", amountCents: 14_850 });
    expect(a.dueTodayCents).toBe(14_850);
    // The rest in three, the last absorbing what is left; the first on the season's first day.
    expect(a.instalments).toEqual({
      amountsCents: [14_850, 14_850, 14_850],
      dates: ["2026-11-15", "2026-12-15", "2027-01-15"],
    });
    // The per-push add-on is outside the season's total: charged at every push, with its tax.
    expect(a.totals.totalCents).toBe(a.onceCents);
    expect(a.extras.map((l) => l.name)).toEqual(["Walkway shovelling"]);
    expect(agreementRows(a, "before_tax").slice(-5)).toEqual([
      { label: "Total", value: "$594" },
      { label: "Walkway shovelling (each push)", value: "$16.20" },
      { label: "Paid in", value: "3 payments of $148.50" },
      { label: "Due on", value: "Nov 15, 2026, Dec 15, 2026, Jan 15, 2027" },
      { label: "Deposit due today", value: "$148.50" },
    ]);
  });

  it("weekly mowing: the button's total, a first visit's discount, and the value of a season of visits", () => {
    const doc = defaultFormDocument();
    doc.pricingSettings = { ...doc.pricingSettings, taxRate: 6.25 };
    const a = agreed(
      agreementFor(
        doc,
        { serviceId: "mowing", sizeId: "medium", plan: "weekly", promo: promo({ kind: "amount", value: 10 }) },
        { payment: rule({ mode: "full" }), today: "2026-06-10" },
      ),
    );
    const visit = doc.yardSizes.medium.weeklyPrice * 100;
    const withTax = (net: number) => net + Math.round((net * 6.25) / 100);
    expect(a.firstChargeCents).toBe(withTax(visit - 1000));
    expect(a.totals.totalCents).toBe(a.firstChargeCents);
    expect(a.recurring).toEqual([{ unit: "visit", cents: withTax(visit) }]);
    expect(a.payment).toEqual({ kind: "full", amountCents: a.firstChargeCents });
    expect(a.instalments).toBeNull();
    // 30 weekly visits, the first discounted.
    expect(a.termOccurrences).toBe(30);
    expect(a.termValueCents).toBe(withTax(visit - 1000) + 29 * withTax(visit));
  });

  it("asks nothing where no payment can be taken, and a card without a charge", () => {
    const doc = defaultFormDocument();
    const request = { serviceId: "mowing", sizeId: "small", plan: "weekly" } as const;
    expect(agreed(agreementFor(doc, request, { payment: null, today: "2026-06-10" })).payment).toBeNull();
    const card = agreed(agreementFor(doc, request, { payment: rule({ mode: "card" }), today: "2026-06-10" }));
    expect(card.payment).toEqual({ kind: "card", amountCents: null });
    expect(card.dueTodayCents).toBe(0);
  });
});
