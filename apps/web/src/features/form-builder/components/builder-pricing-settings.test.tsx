// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { FormDetail } from "@/features/forms/api/get-form";
import { savedDraft } from "./builder-test-server";
import { autosaved, openStep } from "./builder-test-steps";

// The form's money rules on the Services step and the upsell prices on Settings.

const settings = () => screen.getByRole("heading", { level: 3, name: "Pricing Settings" }).closest("section")!;

describe("pricing settings", () => {
  it("minimum charge, sales tax and how prices are shown are saved", async () => {
    const { user, saves } = await openStep("Services");
    const section = within(settings());
    await user.clear(section.getByRole("textbox", { name: "Minimum charge" }));
    await user.type(section.getByRole("textbox", { name: "Minimum charge" }), "35");
    await user.clear(section.getByRole("textbox", { name: "Sales tax rate" }));
    await user.type(section.getByRole("textbox", { name: "Sales tax rate" }), "40");
    expect(section.getByText("Enter a number from 0 to 30.")).toBeTruthy();
    await user.clear(section.getByRole("textbox", { name: "Sales tax rate" }));
    await user.type(section.getByRole("textbox", { name: "Sales tax rate" }), "8.25");
    await user.clear(section.getByRole("textbox", { name: "Tax label" }));
    await user.type(section.getByRole("textbox", { name: "Tax label" }), "State tax");
    await user.click(section.getByRole("radio", { name: /Including tax/ }));

    await autosaved(saves, (saved) => saved.pricingSettings, {
      minimumCharge: 35,
      taxRate: 8.25,
      taxLabel: "State tax",
      taxDisplay: "after_tax",
      promoCodes: [],
    });
    // The engine's from-price follows: $39 raised to the $35 minimum changes nothing, tax is now in it.
    expect(screen.getByText("from $42.22 per visit")).toBeTruthy();
  });

  it("a promo code starts off; a bad or repeated code says why and is not saved; a set code is", async () => {
    const { user, saves } = await openStep("Services");
    const section = within(settings());
    expect(section.getByText(/No codes yet/)).toBeTruthy();
    await user.click(section.getByRole("button", { name: "Add promo code" }));
    await user.click(section.getByRole("button", { name: "Add promo code" }));
    const [first, second] = within(section.getByRole("list", { name: "Promo codes" })).getAllByRole("listitem");
    expect(within(first!).getByRole("switch", { name: "Code PROMO1 works", checked: false })).toBeTruthy();

    const code = within(first!).getByRole("textbox", { name: "Code" });
    await user.clear(code);
    await user.type(code, "no way");
    expect(within(first!).getByText("Use letters, digits, - and _ only.")).toBeTruthy();
    await user.clear(code);
    await user.type(code, "promo2");
    expect(within(first!).getByText("Another code of this form is the same.")).toBeTruthy();
    await user.clear(code);
    await user.type(code, "SPRING10");
    await user.click(within(first!).getByRole("combobox", { name: "Discount of SPRING10" }));
    await user.click(await screen.findByRole("option", { name: "Amount off" }));
    const amount = within(first!).getByRole("textbox", { name: "Amount off with SPRING10" });
    await user.clear(amount);
    await user.type(amount, "15");
    await user.click(within(first!).getByRole("combobox", { name: "What SPRING10 applies to" }));
    await user.click(await screen.findByRole("option", { name: "Every visit" }));
    await user.type(within(first!).getByLabelText("Last day (optional)"), "2027-05-31");
    await user.type(within(first!).getByRole("textbox", { name: "Uses of SPRING10" }), "50");
    await user.click(within(first!).getByRole("switch", { name: "Code SPRING10 works" }));
    await user.click(within(second!).getByRole("button", { name: "Remove code PROMO2" }));

    await autosaved(saves, (saved) => saved.pricingSettings.promoCodes.map(({ id: _id, ...promo }) => promo), [
      {
        enabled: true,
        code: "SPRING10",
        kind: "amount",
        value: 15,
        scope: "every",
        expiresOn: "2027-05-31",
        maxUses: 50,
      },
    ]);
    expect(saves.some((saved) => saved.pricingSettings.promoCodes.some((p) => p.code === "no way"))).toBe(false);
  });
});

describe("a promo code's scope in the form's units", () => {
  /** The scope's choices of the form's first code, and the note under them. */
  async function scopeOf(form: FormDetail) {
    const { user } = await openStep("Services", form);
    const section = within(settings());
    await user.click(section.getByRole("button", { name: "Add promo code" }));
    const scope = section.getByRole("combobox", { name: "What PROMO1 applies to" });
    const describedBy = scope.getAttribute("aria-describedby");
    const note = describedBy ? document.getElementById(describedBy)?.textContent : null;
    await user.click(scope);
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    await user.keyboard("{Escape}");
    return { options, note };
  }

  it("a mowing form's code applies to the first visit or every visit", async () => {
    expect(await scopeOf(savedDraft())).toEqual({ options: ["First visit only", "Every visit"], note: null });
  });

  it("a snow form's code applies to the first push or every push, and the season counts as one", async () => {
    expect(await scopeOf(savedDraft("snow_quote"))).toEqual({
      options: ["First push only", "Every push"],
      note: "A seasonal contract counts as one: either choice takes the code off the whole season.",
    });
  });
});

describe("upsell services' prices", () => {
  it("a snow form's add-ons carry their price and unit; an unpriced one reads priced on request", async () => {
    const { user, saves } = await openStep("Settings", savedDraft("snow_quote"));
    const list = within(screen.getByRole("list", { name: "Upsell services" }));
    expect(list.getByRole("textbox", { name: "Upsell service 1 price" })).toHaveProperty("value", "15");
    expect(list.getByRole("combobox", { name: "Upsell service 1 unit" }).textContent).toBe("per push");

    await user.clear(list.getByRole("textbox", { name: "Upsell service 2 price" }));
    expect(list.getByText("Priced on request: no price is added to the quote.")).toBeTruthy();
    await user.type(list.getByRole("textbox", { name: "Upsell service 1 price" }), "0");
    await user.click(list.getByRole("combobox", { name: "Upsell service 1 unit" }));
    await user.click(await screen.findByRole("option", { name: "per season" }));

    await autosaved(saves, (saved) => saved.upsellSettings.services.map((s) => [s.name, s.price, s.unit]), [
      ["Walkway shovelling", 150, "season"],
      ["Salting (per application)", null, "visit"],
    ]);
  });
});
