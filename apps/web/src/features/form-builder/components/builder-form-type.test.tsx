// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import { builderSteps } from "../model/steps";
import { formTypeWords, MOWING_WORDS } from "@yq/form-schema/form-type-words";
import { describe, expect, it } from "vitest";
import { savedDraft } from "./builder-test-server";
import { autosaved, openStep } from "./builder-test-steps";

// Choosing the Form Type in Basic Info makes the form one of that type (docs/decisions/
// 113-a-form-speaks-its-trade.md): its services, prices and words, asked first when the owner's
// own prices would go; and a snow form's builder never speaks of yards, weekly visits or mowing.

/** A saved mowing draft whose small yard costs $45 a week: a price of the owner's. */
function pricedMowingDraft() {
  const form = savedDraft("mowing_quote");
  const small = form.document.yardSizes.small;
  form.document.yardSizes.small = { ...small, weeklyPrice: 45 };
  return form;
}

async function chooseType(user: Awaited<ReturnType<typeof openStep>>["user"], label: string) {
  await user.click(screen.getByRole("combobox", { name: "Form Type" }));
  await user.click(await screen.findByRole("option", { name: label }));
}

describe("the Form Type in Basic Info", () => {
  it("asks before replacing the owner's prices, says what goes, and Keep leaves the form as it was", async () => {
    const { user, saves } = await openStep("Basic Info", pricedMowingDraft());
    await chooseType(user, "Snow Removal Quote");

    const dialog = await screen.findByRole("alertdialog", { name: "Make this form a Snow Removal Quote?" });
    const replaced = within(dialog)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(replaced).toEqual([
      "Services and their prices: Mowing Service, Landscaping",
      "The yard sizes, their prices and map measuring",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Keep Mowing Quote" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("combobox", { name: "Form Type" }).textContent).toBe("Mowing Quote");
    // No button opened the question, so focus goes back to the select the owner chose from.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Form Type" })));
    expect(saves).toEqual([]);
  });

  it("replaced, the form quotes only the snow services at the snow prices, and says so in its steps", async () => {
    const { user, saves } = await openStep("Basic Info", pricedMowingDraft());
    await chooseType(user, "Snow Removal Quote");
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Replace with Snow Removal Quote services" }));

    const snow = defaultFormDocumentFor("snow_quote");
    await autosaved(saves, (saved) => [saved.formType, saved.services, saved.upsellSettings.services], [
      "snow_quote",
      snow.services,
      snow.upsellSettings.services,
    ]);
    expect(screen.getByRole("combobox", { name: "Form Type" }).textContent).toBe("Snow Removal Quote");
    const rail = screen.getByRole("navigation", { name: "Form builder steps" });
    expect(within(rail).getByRole("button", { name: /Driveway Sizes/ })).toBeTruthy();
    expect(within(rail).queryByRole("button", { name: /Yard Sizes/ })).toBeNull();
  });

  it("a form still at its type's defaults switches without asking", async () => {
    const { user, saves } = await openStep("Basic Info", savedDraft("snow_quote"));
    await chooseType(user, "Mowing Quote");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await autosaved(saves, (saved) => [saved.formType, saved.services.listed], ["mowing_quote", []]);
  });
});

/** What a step shows and says to the owner: its text, and the labels and placeholders of its fields. */
function wordsOf(element: Element): string[] {
  const copy = element.cloneNode(true) as Element;
  // An upsell's unit is the owner's choice among every unit the engine has; salting is charged per
  // visit (snow-defaults.ts) until the engine has a unit for an application.
  for (const unit of copy.querySelectorAll('[aria-label$=" unit"]')) unit.remove();
  const attributes = [...copy.querySelectorAll("[aria-label], [placeholder], [title]")].flatMap((el) =>
    ["aria-label", "placeholder", "title"].flatMap((name) => el.getAttribute(name) ?? []),
  );
  return [copy.textContent ?? "", ...attributes];
}

describe("a snow form's builder", () => {
  it.each(builderSteps("snow_quote").map((step) => [step]))("%s says no mowing word", async (step) => {
    await openStep(step, savedDraft("snow_quote"));
    const section = screen.getByRole("region", { name: new RegExp(step) });
    const rail = screen.getByRole("navigation", { name: "Form builder steps" });
    const mowing = [...wordsOf(section), ...wordsOf(rail)].filter((text) => MOWING_WORDS.test(text));
    expect(mowing.map((text) => text.match(MOWING_WORDS)?.[0])).toEqual([]);
  });

  it("prices driveway sizes per push and for the season in its fourth step", async () => {
    const { user, saves } = await openStep("Driveway Sizes", savedDraft("snow_quote"));
    const plowing = screen.getByRole("region", { name: "Driveway Plowing" });
    expect(within(plowing).getByRole("textbox", { name: "Driveway size 1 name" })).toHaveProperty(
      "value",
      "1-car driveway",
    );
    expect(within(plowing).getByRole("textbox", { name: "We plow from" })).toBeTruthy();
    const perPush = within(plowing).getByRole("textbox", { name: "Driveway size 1 per push" });
    await user.clear(perPush);
    await user.type(perPush, "45");
    await autosaved(
      saves,
      (saved) => {
        const pricing = saved.services.listed[0]?.pricing;
        return pricing?.method === "snow" ? pricing.sizes[0]?.perPushPrice : null;
      },
      45,
    );
  });

  it("adds an upsell charged per push", async () => {
    const { user, saves } = await openStep("Settings", savedDraft("snow_quote"));
    await user.click(screen.getByRole("button", { name: "Add Service" }));
    expect(formTypeWords("snow_quote").upsellUnit).toBe("push");
    await autosaved(saves, (saved) => saved.upsellSettings.services.at(-1)?.unit, "push");
  });
});
