// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import type { GeocodeResult } from "@yq/form-schema/map-config";
import { describe, expect, it } from "vitest";
import type { FormDetail } from "@/features/forms/api/get-form";
import { renderApp } from "@/test/render-app";
import { NO_BILLING } from "@/test/plan";
import { builderServer, FORM_ID, savedDraft } from "./builder-test-server";
import { autosaved, openStep } from "./builder-test-steps";
import { FormBuilderPage } from "./form-builder-page";

// The Service Area section on the Settings step (docs/decisions/120): codes, a radius around the
// geocoded business address, areas drawn on the map, the outside message and the travel fee in cents.

const section = () => within(screen.getByRole("heading", { level: 3, name: "Service Area" }).closest("section")!);

const IMAGERY = { tileUrl: "https://tiles.example.test/{z}/{x}/{y}.jpg", attribution: "Example", maxZoom: 19 };
const PLACE = (label: string, lat: number, lng: number): GeocodeResult => ({
  label,
  lat,
  lng,
  street: "",
  city: "",
  state: "",
  zipcode: "",
});

/** The builder on Settings, with a geocoder that finds two Springfields for "springfield". */
async function openWithGeocoder() {
  const { server, saves } = builderServer(savedDraft(), NO_BILLING, { ...IMAGERY, geocoder: true });
  server.get("/api/public/geocode", (c) =>
    c.json({
      results:
        c.req.query("q") === "12 Elm St, Springfield"
          ? [PLACE("12 Elm St, Springfield, IL", 39.78, -89.65), PLACE("12 Elm St, Springfield, MO", 37.21, -93.29)]
          : [],
      message: c.req.query("q") === "12 Elm St, Springfield" ? null : "No address found. Check the spelling.",
    }),
  );
  const app = renderApp(<FormBuilderPage />, { server, path: "/forms/:id/edit", at: `/forms/${FORM_ID}/edit` });
  await screen.findByRole("heading", { name: "Edit Form" });
  await app.user.click(
    within(screen.getByRole("navigation", { name: "Form builder steps" })).getByRole("button", { name: /Settings/ }),
  );
  await screen.findByRole("heading", { level: 3, name: "Service Area" });
  return { ...app, saves };
}

describe("the service area editor", () => {
  it("says everyone can get a quote with no area, and that an area needs the address field", async () => {
    const first = await openStep("Settings");
    expect(section().getByText("Everyone can get a quote.")).toBeTruthy();
    expect(section().queryByText("A service area needs the address field.")).toBeNull();
    first.unmount();

    const draft = savedDraft();
    const noAddress: FormDetail = {
      ...draft,
      document: {
        ...draft.document,
        customerFields: {
          ...draft.document.customerFields,
          fields: draft.document.customerFields.fields.map((f) =>
            f.type === "street" || f.type === "zipcode" ? { ...f, enabled: false } : f,
          ),
        },
      },
    };
    await openStep("Settings", noAddress);
    expect(section().getByText("A service area needs the address field.")).toBeTruthy();
  });

  it("reads a pasted list of codes into chips, says why a bad one is left out, and saves the list", async () => {
    const { user, saves } = await openStep("Settings");
    const box = section().getByRole("textbox", { name: "Add codes" });
    await user.click(box);
    await user.paste("62701, 62702\n62703 ab k1a 0b1 62701");
    await user.keyboard("{Enter}");
    const chips = within(await section().findByRole("list", { name: "ZIP/postal codes served" }));
    expect(chips.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["62701", "62702", "62703", "K1A 0B1"]);
    expect(section().getByText("ab: A ZIP or postal code has at least 3 characters.")).toBeTruthy();
    // The code that was left out stays in the box to be corrected.
    expect(box).toHaveProperty("value", "ab");
    await user.click(chips.getByRole("button", { name: "Remove 62702" }));
    await autosaved(saves, (saved) => saved.serviceArea.zipCodes, ["62701", "62703", "K1A 0B1"]);
    expect(section().queryByText("Everyone can get a quote.")).toBeNull();
  });

  it("sets a radius around the business address the geocoder found, and shows it on the map", async () => {
    const { user, saves, container } = await openWithGeocoder();
    const address = section().getByRole("textbox", { name: "Business address" });
    await user.type(address, "nowhere at all{Enter}");
    expect(await section().findByText("No address found. Check the spelling.")).toBeTruthy();
    await user.clear(address);
    await user.type(address, "12 Elm St, Springfield");
    await user.click(section().getByRole("button", { name: "Find" }));
    const found = await section().findByRole("list", { name: "Addresses found" });
    await user.click(within(found).getByRole("button", { name: "12 Elm St, Springfield, IL" }));
    const miles = section().getByRole("textbox", { name: "Radius in miles" });
    await user.clear(miles);
    await user.type(miles, "15");

    await autosaved(saves, (saved) => saved.serviceArea.radius, {
      miles: 15,
      centre: { lat: 39.78, lng: -89.65, label: "12 Elm St, Springfield, IL" },
    });
    expect(section().getByText(/of 12 Elm St, Springfield, IL/)).toBeTruthy();
    // The circle and the address's point, drawn on the lazily loaded map.
    await waitFor(() => expect(container.querySelectorAll("path.leaflet-interactive")).toHaveLength(2));

    await user.clear(miles);
    await user.type(miles, "500");
    expect(section().getByText("Enter a number from 1 to 200.")).toBeTruthy();
  });

  it("draws an area on the map and saves it with its name", async () => {
    const { user, saves } = await openStep("Settings");
    const draw = await section().findByRole("button", { name: "Draw an area" });
    await waitFor(() => expect(draw).toHaveProperty("disabled", false));
    await user.click(draw);
    const finish = section().getByRole("button", { name: "Finish area" });
    expect(finish).toHaveProperty("disabled", true);
    for (let i = 0; i < 3; i++) await user.click(section().getByRole("button", { name: "Add point at map centre" }));
    await user.click(finish);
    const name = section().getByRole("textbox", { name: "Name of area 1" });
    await user.clear(name);
    await user.type(name, "Downtown");
    await autosaved(saves, (saved) => saved.serviceArea.drawn.map((a) => [a.name, a.points.length]), [["Downtown", 3]]);
  });

  it("keeps travel fee bands in cents, and saves none that do not ascend", async () => {
    const { user, saves } = await openStep("Settings");
    await user.click(section().getByRole("button", { name: "Add a travel fee" }));
    await user.click(section().getByRole("button", { name: "Add band" }));
    const bands = within(section().getByRole("list", { name: "Travel fee bands" }));
    expect(bands.getByRole("textbox", { name: "Band 1 up to miles" })).toHaveProperty("value", "5");
    expect(bands.getByRole("textbox", { name: "Band 2 fee a visit" })).toHaveProperty("value", "5");
    await user.clear(bands.getByRole("textbox", { name: "Band 2 fee a visit" }));
    await user.type(bands.getByRole("textbox", { name: "Band 2 fee a visit" }), "7.50");
    await autosaved(saves, (saved) => saved.serviceArea.travelBands, [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 10, feeCents: 750 },
    ]);

    const reach = bands.getByRole("textbox", { name: "Band 2 up to miles" });
    await user.clear(reach);
    await user.type(reach, "4");
    expect(section().getByText("Each travel band must reach further than the one before it.")).toBeTruthy();
    await user.type(bands.getByRole("textbox", { name: "Band 1 fee a visit" }), "x");
    expect(bands.getByText("Enter an amount in dollars, like 5 or 7.50.")).toBeTruthy();
    await user.clear(bands.getByRole("textbox", { name: "Band 1 fee a visit" }));
    await user.clear(reach);
    await user.type(reach, "12.5");
    await autosaved(saves, (saved) => saved.serviceArea.travelBands, [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 12.5, feeCents: 750 },
    ]);
    expect(saves.some((saved) => saved.serviceArea.travelBands.some((b) => b.upToMiles === 4))).toBe(false);
  });
});
