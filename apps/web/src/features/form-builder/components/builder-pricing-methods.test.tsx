// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import type { FormDocument } from "@yq/form-schema/form-document";
import { newListedService } from "@yq/form-schema/listed-service-defaults";
import type { Pricing, SnowPricing } from "@yq/form-schema/pricing/listed-services";
import { describe, expect, it } from "vitest";
import { savedDraft } from "./builder-test-server";
import { autosaved, openStep } from "./builder-test-steps";

// Each pricing method's editor gives the document the engine prices. The form
// under test has one listed service, "Cleanup", whose method each test changes.

function cleanupForm() {
  const form = savedDraft("other");
  form.document.services.listed = [{ ...newListedService("cleanup", "one_time", 0), name: "Cleanup" }];
  return form;
}

const pricingOf = (saved: FormDocument): Pricing | undefined => saved.services.listed[0]?.pricing;

async function openCleanup(method?: string) {
  const app = await openStep("Services", cleanupForm());
  const card = () => screen.getByRole("region", { name: "Cleanup" });
  if (method) {
    await app.user.click(within(card()).getByRole("combobox", { name: "Pricing method of Cleanup" }));
    await app.user.click(await screen.findByRole("option", { name: method }));
  }
  return { ...app, card };
}

describe("the pricing methods' editors", () => {
  it("area and frequency: bands that rise, a minimum and the frequencies; a band out of order says so", async () => {
    const { user, saves, card } = await openCleanup("By measured area and frequency");
    await autosaved(saves, pricingOf, {
      method: "area_frequency",
      rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 },
      frequencies: { weekly: true, biweekly: false, monthly: false },
    });
    expect(within(card()).getByText("Set a rate per 1,000 sq ft.")).toBeTruthy();
    await user.type(within(card()).getByRole("textbox", { name: "Band 1 rate per 1,000 sq ft" }), "6");
    await user.click(within(card()).getByRole("button", { name: "Add band" }));
    const secondRate = within(card()).getByRole("textbox", { name: "Band 2 rate per 1,000 sq ft" });
    await user.clear(secondRate);
    await user.type(secondRate, "4.5");
    await user.type(within(card()).getByRole("textbox", { name: "Minimum price" }), "35");
    await user.click(within(card()).getByRole("switch", { name: "Offer Bi-Weekly" }));

    await autosaved(saves, pricingOf, {
      method: "area_frequency",
      rates: {
        bands: [
          { upToSqFt: 5000, ratePerThousandSqFt: 6 },
          { upToSqFt: null, ratePerThousandSqFt: 4.5 },
        ],
        minimum: 35,
      },
      frequencies: { weekly: true, biweekly: true, monthly: false },
    });

    const upTo = within(card()).getByRole("textbox", { name: "Band 1 up to" });
    await user.clear(upTo);
    expect(
      await within(card()).findByText("Only the last band can be open-ended: enter where this one ends."),
    ).toBeTruthy();
    await user.type(upTo, "5.5");
    expect(within(card()).getByText("Enter a whole number.")).toBeTruthy();
    expect(upTo.getAttribute("aria-invalid")).toBe("true");
  });

  it("program: rounds a year and a price per round by size card", async () => {
    const { user, saves, card } = await openCleanup("Program (rounds a year)");
    const rounds = within(card()).getByRole("textbox", { name: "Rounds a year" });
    await user.clear(rounds);
    await user.type(rounds, "30");
    expect(within(card()).getByText("Enter a whole number from 1 to 24.")).toBeTruthy();
    await user.clear(rounds);
    await user.type(rounds, "5");
    await user.click(within(card()).getByRole("button", { name: "Add lawn size" }));
    await user.type(within(card()).getByRole("textbox", { name: "Lawn size 1 name" }), "Small lawn");
    await user.type(within(card()).getByRole("textbox", { name: "Lawn size 1 per round" }), "55");
    await autosaved(
      saves,
      (saved) => {
        const pricing = pricingOf(saved);
        return pricing?.method === "program" && pricing.price.basis === "size"
          ? [pricing.rounds, pricing.price.sizes.map((s) => [s.label, s.price])]
          : null;
      },
      [5, [["Small lawn", 55]]],
    );
    expect(within(card()).getByText(/from \$55 per round/)).toBeTruthy();
  });

  it("one-time by measured area: switching the basis and back keeps the size cards", async () => {
    const { user, saves, card } = await openCleanup();
    await user.click(within(card()).getByRole("button", { name: "Add property size" }));
    await user.type(within(card()).getByRole("textbox", { name: "Property size 1 name" }), "Small yard");
    await user.click(within(card()).getByRole("radio", { name: /By measured area/ }));
    await autosaved(saves, pricingOf, {
      method: "one_time",
      price: { basis: "area", rates: { bands: [{ upToSqFt: null, ratePerThousandSqFt: 0 }], minimum: 0 } },
    });
    await user.click(within(card()).getByRole("radio", { name: /By size/ }));
    expect(within(card()).getByRole("textbox", { name: "Property size 1 name" })).toHaveProperty("value", "Small yard");
  });

  it("snow: plans, the season, a cap, instalments and the depths; a date that is no day says so", async () => {
    const { user, saves, card } = await openCleanup("Per push and seasonal (snow)");
    expect(within(card()).getByRole("group", { name: "Driveway sizes" })).toBeTruthy();
    await user.click(within(card()).getByRole("switch", { name: "Seasonal contract" }));
    const start = within(card()).getByRole("textbox", { name: "Season starts" });
    await user.clear(start);
    await user.type(start, "02-30");
    expect(within(card()).getByText("Feb has days 01 to 29.")).toBeTruthy();
    await user.clear(start);
    await user.type(start, "12-01");
    await user.type(within(card()).getByRole("textbox", { name: "Pushes included" }), "20");
    // Each number's bounds are the schema's (snowPricingSchema): what a save would refuse is said.
    const instalments = within(card()).getByRole("textbox", { name: "Instalments" });
    await user.clear(instalments);
    await user.type(instalments, "13");
    expect(within(card()).getByText("Enter a whole number from 1 to 12.")).toBeTruthy();
    await user.clear(instalments);
    await user.type(instalments, "4");
    const trigger = within(card()).getByRole("textbox", { name: "We plow from" });
    await user.clear(trigger);
    await user.type(trigger, "0.2");
    expect(within(card()).getByText("Enter a number from 0.5 to 24.")).toBeTruthy();
    await user.clear(trigger);
    await user.type(trigger, "3");
    await user.type(within(card()).getByRole("textbox", { name: "Price per extra inch" }), "5");
    const over = within(card()).getByRole("textbox", { name: "Extra inches over" });
    await user.clear(over);
    await user.type(over, "8");

    const snowSaved: SnowPricing = {
      method: "snow",
      sizes: [],
      perPushEnabled: true,
      seasonalEnabled: true,
      seasonStart: "12-01",
      seasonEnd: "04-15",
      maxPushes: 20,
      instalments: 4,
      triggerInches: 3,
      extraInchPrice: 5,
      extraInchesOver: 8,
    };
    await autosaved(saves, pricingOf, snowSaved);
    // Pushes included may be empty: unlimited.
    await user.clear(within(card()).getByRole("textbox", { name: "Pushes included" }));
    await autosaved(saves, pricingOf, { ...snowSaved, maxPushes: null });
    await user.click(within(card()).getByRole("switch", { name: "Per push" }));
    await user.click(within(card()).getByRole("switch", { name: "Seasonal contract" }));
    expect(within(card()).getByText("Offer per push, seasonal, or both.")).toBeTruthy();
  });

  it("request: no prices, the visitor describes the project; the card reads priced on request", async () => {
    const { saves, card } = await openCleanup("Request only (project details)");
    expect(within(card()).getByText(/Visitors describe their project/)).toBeTruthy();
    expect(within(card()).getByText(/Request only \(project details\) · Priced on request/)).toBeTruthy();
    await autosaved(saves, pricingOf, { method: "request" });
  });
});
