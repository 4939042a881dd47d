import { describe, expect, it } from "vitest";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import type { FormDocument } from "./form-document";
import { priceQuote, type QuoteRequest } from "./pricing/engine";
import { readFormDocument } from "./read-form";
import {
  defaultPaymentSettings,
  paymentDue,
  paymentReturnValue,
  readPaymentReturn,
  readPaymentSettings,
  type PaymentSettings,
} from "./payment";
import type { QuoteSnapshot } from "./quote-snapshot";
import { paymentText } from "./payment-words";

const quote = (amount: number | null): QuoteSnapshot => ({
  yardSize: "medium",
  prices: [],
  includedServices: [],
  chosen: amount === null ? null : { frequency: "weekly", label: "Weekly", amount },
});
const settings = (change: Partial<PaymentSettings>) => ({ ...defaultPaymentSettings(), ...change });

describe("paymentDue", () => {
  it("asks nothing for 'none', and a card whatever the quote", () => {
    expect(paymentDue(settings({ mode: "none" }), quote(80))).toBeNull();
    expect(paymentDue(settings({ mode: "card" }), quote(null))).toEqual({ kind: "card", amountCents: null });
  });

  it("charges the first visit in full, a percentage or a fixed deposit capped at the visit", () => {
    expect(paymentDue(settings({ mode: "full" }), quote(39.99))).toEqual({ kind: "full", amountCents: 3999 });
    expect(paymentDue(settings({ mode: "deposit", depositPercent: 25 }), quote(39.99))).toEqual({
      kind: "deposit",
      amountCents: 1000,
    });
    expect(paymentDue(settings({ mode: "deposit", depositType: "fixed", depositAmount: 30 }), quote(80))).toEqual({
      kind: "deposit",
      amountCents: 3000,
    });
    expect(paymentDue(settings({ mode: "deposit", depositType: "fixed", depositAmount: 500 }), quote(80))).toEqual({
      kind: "deposit",
      amountCents: 8000,
    });
  });

  it("asks no charge without a chosen price or below Stripe's 50 cent minimum", () => {
    expect(paymentDue(settings({ mode: "full" }), quote(null))).toBeNull();
    expect(paymentDue(settings({ mode: "full" }), null)).toBeNull();
    expect(paymentDue(settings({ mode: "deposit", depositPercent: 1 }), quote(40))).toBeNull();
  });
});

describe("paymentDue on the priced quote's first charge (decision 097)", () => {
  const priced = (doc: FormDocument, request: QuoteRequest): QuoteSnapshot => {
    const result = priceQuote(doc, request);
    if (!result.ok) throw new Error(result.message);
    return { ...quote(null), priced: result.quote };
  };

  it("charges a default mowing form exactly what it charged before, for every size and frequency", () => {
    const doc = defaultFormDocument();
    for (const size of ["small", "medium", "large"] as const) {
      for (const frequency of ["weekly", "biweekly", "monthly"] as const) {
        const before = quote(doc.yardSizes[size][`${frequency}Price`]);
        const now = priced(doc, { serviceId: "mowing", sizeId: size, plan: frequency });
        for (const change of [{ mode: "full" }, { mode: "deposit", depositPercent: 33 }] as const) {
          expect(paymentDue(settings(change), now)).toEqual(paymentDue(settings(change), before));
        }
      }
    }
  });

  it("takes a season's first instalment, a program's first round and the tax and discount in them", () => {
    const doc = defaultFormDocumentFor("snow_quote");
    doc.pricingSettings = { ...doc.pricingSettings, taxRate: 10 };
    // $500 a season in 3 instalments, 10% tax: $550 in 183.33 + 183.33 + 183.34.
    const season = priced(doc, { serviceId: "driveway-plowing", sizeId: "2-car", plan: "seasonal" });
    expect(paymentDue(settings({ mode: "full" }), season)).toEqual({ kind: "full", amountCents: 18_333 });
    expect(paymentDue(settings({ mode: "deposit", depositPercent: 50 }), season)).toEqual({
      kind: "deposit",
      amountCents: 9167,
    });
    expect(paymentDue(settings({ mode: "deposit", depositType: "fixed", depositAmount: 500 }), season)).toEqual({
      kind: "deposit",
      amountCents: 18_333,
    });
  });

  it("prefers the priced first charge over the chosen visit price", () => {
    const { priced: visit } = priced(defaultFormDocument(), { serviceId: "mowing", sizeId: "small", plan: "weekly" });
    const discounted = { ...quote(39), priced: { ...visit!, totals: { ...visit!.totals, firstChargeCents: 2500 } } };
    expect(paymentDue(settings({ mode: "full" }), discounted)).toEqual({ kind: "full", amountCents: 2500 });
  });
});

describe("stored settings", () => {
  it("a form stored before payments reads as no payment; a broken value falls back per field", () => {
    expect(readFormDocument({}).paymentSettings).toEqual(defaultPaymentSettings());
    expect(
      readPaymentSettings({ mode: "deposit", depositType: "fixed", depositAmount: -5, depositPercent: 10 }),
    ).toEqual({
      mode: "deposit",
      depositType: "fixed",
      depositAmount: 25,
      depositPercent: 10,
      // A form saved before plans were billed charges each visit when it is marked done.
      chargeTiming: "on_done",
    });
    expect(readPaymentSettings({ mode: "bitcoin" }).mode).toBe("none");
  });
});

describe("paymentText", () => {
  it("names each status the same way on every screen", () => {
    expect(paymentText("paid", "deposit", 2000)).toBe("Deposit paid, $20");
    expect(paymentText("awaiting", "full", 3999)).toBe("Awaiting first charge, $39.99");
    expect(paymentText("card_saved", "card", null)).toBe("Card saved");
    expect(paymentText("awaiting", "card", null)).toBe("Awaiting card");
    expect(paymentText(null, null, null)).toBeNull();
  });
});

describe("Checkout's return address", () => {
  const lead = "0b8c3f0e-7f5d-4a1e-9c2b-5d6e7f8a9b0c";
  const key = "Zm9vYmFyLWJhei1xdXV4LXF1dXgtcXV1eC1xdXV4LXF1";

  it("reads back what the server wrote, paid or cancelled", () => {
    expect(paymentReturnValue(lead, key, false)).toBe(`${lead}.${key}`);
    expect(paymentReturnValue(lead, key, true)).toBe(`${lead}.${key}.cancelled`);
    expect(readPaymentReturn(paymentReturnValue(lead, key, false))).toEqual({
      leadId: lead,
      returnKey: key,
      cancelled: false,
    });
    expect(readPaymentReturn(paymentReturnValue(lead, key, true))).toEqual({
      leadId: lead,
      returnKey: key,
      cancelled: true,
    });
  });

  it("takes no half, edited or unknown value for a return", () => {
    for (const value of [
      null,
      undefined,
      "",
      lead,
      `${lead}.`,
      `.${key}`,
      `${lead}.${key}.paid`,
      `${lead}.${key}.cancelled.x`,
    ])
      expect(readPaymentReturn(value)).toBeUndefined();
  });
});
