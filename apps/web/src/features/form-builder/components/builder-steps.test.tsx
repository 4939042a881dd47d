// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { autosaved, openStep } from "./builder-test-steps";

const field = (role: "textbox" | "switch" | "combobox", name: string) => screen.getByRole(role, { name });

describe("the form builder's steps", () => {
  it("Basic Info: name, description, type and notifications; a new name is saved", async () => {
    const { user, saves } = await openStep("Basic Info");
    expect(field("textbox", "Form Name")).toHaveProperty("value", "Untitled Form");
    expect(field("textbox", "Form Description")).toBeTruthy();
    expect(field("combobox", "Form Type").textContent).toBe("Mowing Quote");
    expect(field("textbox", "Notification Email (Optional)")).toBeTruthy();
    expect(field("switch", "Enable Email Notifications")).toBeTruthy();

    await user.clear(field("textbox", "Form Name"));
    await user.paste("Spring Mowing");
    await autosaved(saves, (saved) => saved.name, "Spring Mowing");
  });

  it("Customer Fields: the essential fields locked, the others switchable; turning one off is saved", async () => {
    const { user, saves } = await openStep("Customer Fields");
    const required = screen.getByRole("list", { name: "Required customer fields" });
    expect(
      within(required)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["NameRequired", "EmailRequired", "PhoneRequired"]);
    const optional = screen.getByRole("list", { name: "Optional customer fields" });
    for (const name of ["Address", "City", "State/Province", "Zip/Postal Code"]) {
      expect(within(optional).getByRole("switch", { name: `${name} enabled`, checked: true })).toBeTruthy();
    }
    expect(field("switch", "Consent Checkbox")).toBeTruthy();

    await user.click(field("switch", "City enabled"));
    await autosaved(saves, (saved) => saved.customerFields.fields.find((f) => f.type === "city")?.enabled, false);
  });

  it("Services: each default service has its switch and texts, and the price the engine shows; a name is saved", async () => {
    const { user, saves } = await openStep("Services");
    for (const service of ["Mowing", "Landscaping"]) {
      expect(screen.getByRole("switch", { name: `Enable ${service}`, checked: true })).toBeTruthy();
      for (const text of ["Name", "Description", "Image URL"])
        expect(field("textbox", `${service} ${text}`)).toBeTruthy();
      // The typed price range is gone: the card's price comes from the prices themselves.
      expect(screen.queryByRole("textbox", { name: `${service} Minimum Price` })).toBeNull();
    }
    expect(screen.getByText("from $39 per visit")).toBeTruthy();
    expect(screen.getByText("Priced on request")).toBeTruthy();
    expect(field("textbox", "Mowing Name")).toHaveProperty("value", "Mowing Service");
    expect(screen.getByText("2 of 12 services")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Pricing Settings" })).toBeTruthy();

    await user.clear(field("textbox", "Mowing Name"));
    await user.paste("Lawn Mowing");
    await autosaved(saves, (saved) => saved.services.mowing.name, "Lawn Mowing");
  });

  it("Yard Sizes: each size with its description, prices and media, and map measurement; a price is saved", async () => {
    const { user, saves } = await openStep("Yard Sizes");
    for (const size of ["Small", "Medium", "Large"]) {
      expect(screen.getByRole("switch", { name: `${size} Yard`, checked: true })).toBeTruthy();
      expect(field("textbox", `${size} Yard Description`)).toBeTruthy();
      expect(field("textbox", `${size} Weekly Price`)).toBeTruthy();
      expect(field("switch", `Offer Monthly price for ${size} yard`)).toBeTruthy();
      expect(screen.getByText(`${size} Yard Media`)).toBeTruthy();
    }
    expect(screen.getByRole("switch", { name: "Custom Yard", checked: false })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Custom Yard Description" })).toBeNull();
    expect(field("switch", "Measure lawns on a map")).toBeTruthy();

    await user.clear(field("textbox", "Small Weekly Price"));
    await user.type(field("textbox", "Small Weekly Price"), "45");
    await autosaved(saves, (saved) => saved.yardSizes.small.weeklyPrice, 45);
  });

  it("Customization: the look's sections and their settings; a new font is saved", async () => {
    const { user, saves } = await openStep("Customization");
    for (const title of ["Background & Font", "Buttons", "Pricing Style", "Quote Section", "Service Cards"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
    expect(screen.getByRole("heading", { level: 3, name: "Text Content" })).toBeTruthy();
    expect(screen.getByLabelText("Accept Button Color")).toBeTruthy();
    expect(field("combobox", "Button Shape")).toBeTruthy();

    await user.click(field("combobox", "Font Family"));
    await user.click(await screen.findByRole("option", { name: "Lora" }));
    expect(field("combobox", "Font Family").textContent).toBe("Lora");
    await autosaved(saves, (saved) => saved.customization.fontFamily, "Lora");
  });

  it("Customization: the first step's hint with the other texts, its {steps} explained; a new wording is saved", async () => {
    const { user, saves } = await openStep("Customization");
    const hint = field("textbox", "First Step Hint");
    expect(hint).toHaveProperty("value", "{steps} to get your quote.");
    expect(screen.getByText(/\{steps\} becomes what the visitor still has to do/)).toBeTruthy();

    await user.clear(hint);
    await user.paste("{steps}, then we price your lawn.");
    await autosaved<string>(
      saves,
      (saved) => saved.customization.textContent.unlockHint,
      "{steps}, then we price your lawn.",
    );
  });

  it("Settings: redirect, upsell and follow-up; turning the redirect on shows its address, which is saved", async () => {
    const { user, saves } = await openStep("Settings");
    for (const title of ["Redirect Settings", "Upsell Settings", "Follow-up Email"]) {
      expect(screen.getByRole("heading", { level: 3, name: title })).toBeTruthy();
    }
    // Billing is not set up on the test's server, so the payment setting does not exist.
    expect(screen.queryByRole("heading", { level: 3, name: "Payment at Acceptance" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Redirect URL" })).toBeNull();

    await user.click(field("switch", "Redirect After Acceptance"));
    await user.click(field("textbox", "Redirect URL"));
    await user.paste("https://example.com/thanks");
    await autosaved(saves, (saved) => saved.redirectSettings, {
      enabled: true,
      url: "https://example.com/thanks",
      openInNewTab: true,
    });
  });

  it("Settings: allowed websites; a bad line says why and is not saved, a good list is saved normalized", async () => {
    const { user, saves } = await openStep("Settings");
    expect(screen.getByRole("heading", { level: 3, name: "Allowed Websites" })).toBeTruthy();
    expect(screen.getByText("Any website may embed this form.")).toBeTruthy();
    const list = field("textbox", "Websites that may embed this form");

    await user.click(list);
    await user.paste("https://www.greenlawns.example/quote");
    expect(await screen.findByText(/has a path: enter only the site/)).toBeTruthy();
    expect(list.getAttribute("aria-invalid")).toBe("true");

    await user.clear(list);
    await user.paste("HTTPS://www.GreenLawns.example/\n*.greenlawns.example");
    await autosaved(saves, (saved) => saved.embedSettings.allowedDomains, [
      "https://www.greenlawns.example",
      "*.greenlawns.example",
    ]);
    expect(saves.some((saved) => saved.embedSettings.allowedDomains.some((d) => d.includes("/quote")))).toBe(false);
    expect(screen.getByText("Only these 2 websites may embed this form.")).toBeTruthy();
  });

  it("Settings: the popup and slide-in button; an empty text says why and is not saved, a text and a place are", async () => {
    const { user, saves } = await openStep("Settings");
    expect(screen.getByRole("heading", { level: 3, name: "Popup and Slide-in Button" })).toBeTruthy();
    const text = field("textbox", "Button text");
    expect((text as HTMLInputElement).value).toBe("Get a quote");
    expect(screen.getByRole("radio", { name: /Mode's own place/ })).toHaveProperty("checked", true);

    await user.clear(text);
    expect(await screen.findByText("Enter the button's text, like “Get a quote”.")).toBeTruthy();
    expect(text.getAttribute("aria-invalid")).toBe("true");
    await user.paste("Price my lawn");
    await user.click(screen.getByRole("radio", { name: /Bottom left/ }));
    await autosaved(saves, (saved) => [saved.embedSettings.buttonText, saved.embedSettings.buttonPosition], [
      "Price my lawn",
      "bottom-left",
    ]);
    expect(saves.some((saved) => saved.embedSettings.buttonText.trim() === "")).toBe(false);
  });
});
