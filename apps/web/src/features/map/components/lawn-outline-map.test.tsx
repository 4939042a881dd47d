// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { LawnOutlineMap } from "./lawn-outline-map";

// A yard in Springfield, about 20 m by 15 m, with a cut-out for the shed.
const OUTLINES: LawnOutlines = {
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [-89.65, 39.78],
        [-89.6498, 39.78],
        [-89.6498, 39.78015],
        [-89.65, 39.78015],
        [-89.65, 39.78],
      ],
      [
        [-89.64995, 39.78005],
        [-89.6499, 39.78005],
        [-89.6499, 39.7801],
        [-89.64995, 39.78005],
      ],
    ],
  ],
};

const IMAGERY = {
  tileUrl: "https://tiles.example.test/{z}/{x}/{y}.jpg",
  attribution: "Imagery by Example Aerial",
  maxZoom: 20,
  geocoder: false,
};

const mapServer = (map: typeof IMAGERY | null) => new Hono().get("/api/public/map", (c) => c.json({ map }));

describe("the lawn outline map", () => {
  it("draws the customer's outline over the site's aerial imagery, credited", async () => {
    const { container } = renderApp(<LawnOutlineMap outlines={OUTLINES} />, { server: mapServer(IMAGERY) });
    expect(await screen.findByText("Imagery by Example Aerial")).toBeTruthy();
    expect(screen.getByRole("img", { name: "The customer's lawn outline on the map" })).toBeTruthy();
    const tiles = [...container.querySelectorAll<HTMLImageElement>("img.leaflet-tile")].map((img) => img.src);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((src) => /^https:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.jpg$/.test(src))).toBe(true);
    expect(container.querySelectorAll("path.leaflet-interactive")).toHaveLength(1);
  });

  it("draws the outline on a blank map when no imagery is set up any more", async () => {
    const { container } = renderApp(<LawnOutlineMap outlines={OUTLINES} />, { server: mapServer(null) });
    await screen.findByRole("img", { name: "The customer's lawn outline on the map" });
    await waitFor(() => expect(container.querySelectorAll("path.leaflet-interactive")).toHaveLength(1));
    expect(container.querySelectorAll("img.leaflet-tile")).toHaveLength(0);
    expect(screen.queryByText("Imagery by Example Aerial")).toBeNull();
  });
});
