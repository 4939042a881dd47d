// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { newListedService } from "@yq/form-schema/listed-service-defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import type { Pricing } from "@yq/form-schema/pricing/listed-services";
import { describe, expect, it } from "vitest";
import { savedDraft } from "./builder-test-server";
import { autosaved, openStep } from "./builder-test-steps";

// The Services step's listed services: adding, removing with Undo, the 12-service
// limit, each pricing method's editor and the document it gives.

const service = (name: string) => screen.getByRole("region", { name });
const listed = (saved: FormDocument) => [...saved.services.listed].sort((a, b) => a.order - b.order);

describe("the Services step's own services", () => {
  it("a snow form: driveway plowing by driveway size, per push and seasonal; a per-push price is saved", async () => {
    const { user, saves } = await openStep("Services", savedDraft("snow_quote"));
    // A snow form offers no lawn service (docs/decisions/113-a-form-speaks-its-trade.md).
    expect(screen.queryByRole("switch", { name: /Enable Mowing|Enable Landscaping/ })).toBeNull();
    expect(screen.getByText("1 of 10 services")).toBeTruthy();
    const plowing = service("Driveway Plowing");
    expect(within(plowing).getByText(/Per push and seasonal \(snow\) · from \$40 per push/)).toBeTruthy();
    expect(within(plowing).getByRole("group", { name: "Driveway sizes" })).toBeTruthy();
    expect(within(plowing).getByRole("textbox", { name: "Driveway size 1 name" })).toHaveProperty(
      "value",
      "1-car driveway",
    );
    expect(within(plowing).getByRole("textbox", { name: "Driveway size 3 name" })).toHaveProperty(
      "value",
      "3-car or long driveway",
    );
    expect(within(plowing).getByRole("textbox", { name: "Season starts" })).toHaveProperty("value", "11-15");
    expect(within(plowing).getByRole("textbox", { name: "Instalments" })).toHaveProperty("value", "3");

    const perPush = within(plowing).getByRole("textbox", { name: "Driveway size 2 per push" });
    await user.clear(perPush);
    await user.type(perPush, "55");
    await autosaved(saves, (saved) => perPushPrices(listed(saved)[0]?.pricing), [40, 55, 70]);
  });

  it("adds a one-time service priced by size card: it says what is missing, then shows the engine's price", async () => {
    const { user, saves } = await openStep("Services");
    expect(screen.getByText("No services of your own yet.", { exact: false })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Service" }));
    const added = service("Service 3");
    expect(screen.getByText("3 of 12 services")).toBeTruthy();
    expect(within(added).getByText("Give the service a name: visitors pick it by name.")).toBeTruthy();
    expect(within(added).getByRole("combobox", { name: "Pricing method of Service 3" }).textContent).toBe("One-time");

    await user.type(within(added).getByRole("textbox", { name: "Service name" }), "Aeration");
    const aeration = service("Aeration");
    expect(within(aeration).getByText("Add a size, or switch one on, so visitors can pick one.")).toBeTruthy();
    await user.click(within(aeration).getByRole("button", { name: "Add property size" }));
    await user.type(within(aeration).getByRole("textbox", { name: "Property size 1 name" }), "Up to 5,000 sq ft");
    expect(within(aeration).getByText("Set a price for this size.")).toBeTruthy();
    await user.type(within(aeration).getByRole("textbox", { name: "Property size 1 price" }), "79");

    expect(await within(aeration).findByText(/One-time · from \$79 one time/)).toBeTruthy();
    expect(within(aeration).queryByText("Set a price for this size.")).toBeNull();
    await autosaved(saves, (saved) => listed(saved).map((s) => ({ ...s, id: "new", pricing: stripIds(s.pricing) })), [
      {
        id: "new",
        enabled: true,
        name: "Aeration",
        description: "",
        image: "",
        order: 0,
        pricing: {
          method: "one_time",
          price: { basis: "size", sizes: [{ enabled: true, label: "Up to 5,000 sq ft", description: "", price: 79 }] },
        },
      },
    ]);
  });

  it("removes a service with Undo in the toast, back in its place", async () => {
    const { user, saves } = await openStep("Services", savedDraft("snow_quote"));
    await user.click(screen.getByRole("button", { name: "Remove Driveway Plowing" }));
    expect(await screen.findByText("Removed Driveway Plowing")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Driveway Plowing" })).toBeNull();
    await autosaved(saves, (saved) => saved.services.listed, []);

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("region", { name: "Driveway Plowing" })).toBeTruthy();
    await autosaved(saves, (saved) => saved.services.listed.map((s) => [s.id, s.order]), [["driveway-plowing", 0]]);
  });

  it("stops at 12 services and says so", async () => {
    const form = savedDraft();
    form.document.services.listed = Array.from({ length: 10 }, (_, i) => ({
      ...newListedService(`service-${i}`, "request", i),
      name: `Service ${i + 1}`,
    }));
    await openStep("Services", form);
    expect(screen.getByText("12 of 12 services")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add Service" })).toBeNull();
    expect(
      screen.getByText(
        "A form has at most 12 services: Mowing Service, Landscaping and ten of your own. Remove one to add another.",
      ),
    ).toBeTruthy();
  });
});

const perPushPrices = (pricing: Pricing | undefined) =>
  pricing?.method === "snow" ? pricing.sizes.map((s) => s.perPushPrice) : null;

/** A document's pricing with the size cards' generated ids left out. */
function stripIds(pricing: object): object {
  return JSON.parse(JSON.stringify(pricing, (key, value) => (key === "id" ? undefined : value)));
}
