// @vitest-environment happy-dom
import { defaultFormDocument, defaultFormDocumentFor } from "@yq/form-schema/defaults";
import type { ListedService } from "@yq/form-schema/pricing/listed-services";
import { previewDocument, toPublicDocument, type PublicFormDocument } from "@yq/form-schema/public-document";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ListedServiceStep, type ListedAnswer } from "./listed-service-step";
import { restoreChoice } from "./restore-choice";
import { previewTransport, type ResumedLead } from "./transport";
import type { QuoteFlow } from "./use-quote-flow";

afterEach(cleanup);

/** The parts of the visitor's flow the step reads; the preview's transport checks codes against the document. */
const flow = {
  answers: {},
  answer: () => {},
  transport: previewTransport(),
  busy: false,
  lead: null,
} as unknown as QuoteFlow;

function setUp(doc: PublicFormDocument, service: ListedService, resumed?: ResumedLead) {
  const answers: [string, ListedAnswer][] = [];
  render(
    createElement(ListedServiceStep, {
      doc,
      service,
      flow: resumed ? ({ ...flow, resumed } as QuoteFlow) : flow,
      idPrefix: "t",
      map: null,
      onQuoteShown: () => {},
      onAnswer: (response, answer) => answers.push([response, answer]),
    }),
  );
  return { user: userEvent.setup(), answers };
}

const totalRows = () =>
  [...document.querySelectorAll(".yq-total-row")].map((row) => row.textContent?.replace(/\s+/g, " "));

describe("a listed service's quote", () => {
  it("asks before declining, with an optional reason, and can keep the quote", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const { user, answers } = setUp(previewDocument(doc), doc.services.listed[0]!);
    const sizes = screen.getByRole("group", { name: "Driveway size" });
    await user.click(within(sizes).getByRole("radio", { name: /2-car driveway/ }));
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const confirm = screen.getByRole("group", { name: "Decline this quote?" });
    // The reason field has the focus: a keyboard user types straight away.
    expect(document.activeElement).toBe(within(confirm).getByLabelText("What made you decide? (optional)"));
    await user.click(within(confirm).getByRole("button", { name: "Keep the quote" }));
    expect(answers).toEqual([]);
    expect(screen.queryByRole("group", { name: "Decline this quote?" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.type(screen.getByLabelText("What made you decide? (optional)"), "  Too far out for now  ");
    await user.click(screen.getByRole("button", { name: "Decline quote" }));
    expect(answers.map(([response, answer]) => [response, answer.declineReason])).toEqual([
      ["decline", "Too far out for now"],
    ]);
  });

  it("prices a snow form's driveway per push: sizes by their noun, plans, facts, total and the accept", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const plowing = doc.services.listed[0]!;
    const { user, answers } = setUp(previewDocument(doc), plowing);
    const sizes = screen.getByRole("group", { name: "Driveway size" });
    expect(within(sizes).getByRole("radio", { name: /1-car driveway.*From \$40/ })).toBeTruthy();
    await user.click(within(sizes).getByRole("radio", { name: /2-car driveway/ }));

    const plans = screen.getByRole("group", { name: "Choose your plan" });
    expect(within(plans).getByRole("radio", { name: /Seasonal contract.*\$500.*per season.*3 payments/ })).toBeTruthy();
    expect(screen.getByText("We come when snow reaches 2 in.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept Quote" })).toHaveProperty("disabled", true);
    await user.click(within(plans).getByRole("radio", { name: /Per push/ }));
    expect(totalRows()).toEqual(["Driveway Plowing$50 per push", "Total$50"]);
    await user.click(screen.getByRole("button", { name: "Accept $50 per push" }));

    const [[response, answer]] = answers;
    expect(response).toBe("accept");
    expect(answer.sizeId).toBe("2-car");
    expect(answer.offer?.plan).toBe("per_push");
    expect(answer.agreement?.totals.totalCents).toBe(5000);
    expect(document.body.textContent).not.toMatch(/yard|acre|weekly|mowing/i);
  });

  it("takes a promo code off the service line and adds the form's tax, before the accept", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    doc.pricingSettings = {
      ...doc.pricingSettings,
      taxRate: 8.25,
      taxLabel: "Sales tax",
      promoCodes: [
        {
          id: "p1",
          enabled: true,
          code: "FIRST10",
          kind: "amount",
          value: 10,
          scope: "first",
          expiresOn: null,
          maxUses: 5,
        },
        {
          id: "p2",
          enabled: true,
          code: "OLD",
          kind: "percent",
          value: 50,
          scope: "every",
          expiresOn: "2020-01-01",
          maxUses: null,
        },
      ],
    };
    const { user, answers } = setUp(previewDocument(doc), doc.services.listed[0]!);
    await user.click(screen.getByRole("radio", { name: /1-car driveway/ }));
    await user.click(screen.getByRole("radio", { name: /Per push/ }));
    await user.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await user.type(screen.getByLabelText("Promo code"), "old{Enter}");
    await expect.poll(() => document.getElementById("t-promo-message")?.textContent).toBe("This code has expired.");
    await user.clear(screen.getByLabelText("Promo code"));
    await user.type(screen.getByLabelText("Promo code"), "first10{Enter}");
    await screen.findByText("FIRST10");
    // $40 - $10, then 8.25% of $30 = $2.475, half a cent up.
    expect(totalRows()).toEqual([
      "Driveway Plowing$40 per push",
      "Discount (FIRST10)−$10",
      "Sales tax 8.25%$2.48",
      "Total$32.48",
      // The code is for the first push: every later one is charged in full.
      "Then$43.30 per push",
    ]);
    await user.click(screen.getByRole("button", { name: /^Accept/ }));
    expect(answers[0]![1].promo?.code).toBe("FIRST10");
  });

  it("never shows a code taking a push under the form's minimum charge, and says why (decision 105)", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const big = { id: "p1", enabled: true, code: "BIG25", kind: "amount", value: 25, scope: "first" } as const;
    doc.pricingSettings = {
      ...doc.pricingSettings,
      minimumCharge: 40,
      taxRate: 6.25,
      promoCodes: [{ ...big, expiresOn: null, maxUses: null }],
    };
    const { user, answers } = setUp(previewDocument(doc), doc.services.listed[0]!);
    await user.click(screen.getByRole("radio", { name: /2-car driveway/ }));
    await user.click(screen.getByRole("radio", { name: /Per push/ }));
    await user.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await user.type(screen.getByLabelText("Promo code"), "big25{Enter}");
    const applied = await screen.findByRole("status");
    expect(applied.textContent).toBe(
      "BIG25 applied: $25 off your first push, never below the $40 minimum charge" + "Remove code",
    );
    // $50 less $25 would be $25: the discount stops at the $40 minimum, and tax is on the $40.
    expect(totalRows()).toEqual([
      "Driveway Plowing$50 per push",
      "Discount (BIG25)−$10",
      "Sales tax 6.25%$2.50",
      "Total$42.50",
      "Then$53.13 per push",
    ]);
    await user.click(screen.getByRole("button", { name: /^Accept/ }));
    expect(answers[0]![1].agreement).toMatchObject({ totals: { totalCents: 4250 }, firstChargeCents: 4250 });
  });

  it("asks for a code only on a form with one that may work, which the public document says without its codes", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const promoLink = async () => {
      const { user } = setUp(toPublicDocument(doc, "2026-11-26"), doc.services.listed[0]!);
      await user.click(screen.getByRole("radio", { name: /1-car driveway/ }));
      await user.click(screen.getByRole("radio", { name: /Per push/ }));
      const link = screen.queryByRole("button", { name: "Have a promo code?" });
      cleanup();
      return link !== null;
    };
    expect(await promoLink()).toBe(false);
    const code = { id: "c", code: "SNOW5", kind: "amount", value: 5, scope: "first", maxUses: null } as const;
    doc.pricingSettings.promoCodes = [{ ...code, enabled: true, expiresOn: "2026-11-25" }];
    expect(await promoLink()).toBe(false);
    doc.pricingSettings.promoCodes.push({ ...code, id: "d", code: "SNOW6", enabled: true, expiresOn: "2026-11-26" });
    expect(await promoLink()).toBe(true);
  });

  it("reopens a followed-up quote at its size card and plan, the total on screen", async () => {
    const doc = defaultFormDocumentFor("snow_quote");
    const last = { serviceId: "driveway-plowing", sizeId: "3-car", plan: "seasonal" } as const;
    const restored = restoreChoice(doc, { ...last, yardSize: null, frequency: null, lawn: null }, false);
    const resumed: ResumedLead = { lead: { leadId: "l", token: "t" }, answers: {}, ...restored };
    setUp(previewDocument(doc), doc.services.listed[0]!, resumed);
    expect(screen.getByRole("radio", { name: /3-car or long driveway/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /Seasonal contract/ })).toHaveProperty("checked", true);
    expect(totalRows()).toEqual([
      "Driveway Plowing$700 per season",
      "Total$700",
      "Paid in3 payments of $233.33, the last $233.34",
      // The first on the season's first day, or today once it has begun: the days depend on today.
      expect.stringMatching(/^Due on\w{3} \d{1,2}, \d{4}, \w{3} \d{1,2}, \d{4}, \w{3} \d{1,2}, \d{4}$/),
    ]);
  });

  it("prices a program by the lawn's typed area when the site has no map, per round and per year", async () => {
    const doc = defaultFormDocument();
    const program: ListedService = {
      id: "fert",
      enabled: true,
      name: "Fertilization",
      description: "",
      image: "",
      order: 0,
      pricing: {
        method: "program",
        rounds: 6,
        price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 8 }], minimum: 35 } },
      },
    };
    doc.services.listed = [program];
    const { user } = setUp(previewDocument(doc), program);
    await user.type(screen.getByLabelText("Your lawn's area in square feet"), "6000");
    expect(screen.getByText("6,000 sq ft lawn")).toBeTruthy();
    expect(screen.getByRole("radio", { name: /Program.*\$48.*per round.*\$288 a year \(6 rounds\)/ })).toBeTruthy();
    expect(totalRows()).toEqual(["Fertilization6 × $48 = $288", "Total$288"]);
    cleanup();

    // Reopened by a follow-up link, the typed area is back in its field, priced again.
    const last = { serviceId: "fert", sizeId: null, plan: "program", lawn: { typedAreaSqFt: 7000 } } as const;
    const restored = restoreChoice(doc, { ...last, yardSize: null, frequency: null }, false);
    setUp(previewDocument(doc), program, { lead: { leadId: "l", token: "t" }, answers: {}, ...restored });
    expect(screen.getByLabelText("Your lawn's area in square feet")).toHaveProperty("value", "7000");
    expect(screen.getByRole("radio", { name: /Program/ })).toHaveProperty("checked", true);
    expect(totalRows()).toEqual(["Fertilization6 × $56 = $336", "Total$336"]);
  });
});
