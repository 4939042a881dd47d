import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { startMapStandIn, tilePng, type MapStandIn } from "../test/map-stand-ins";
import { createTestApp, type TestApp } from "../test/test-app";

const ELM = {
  display_name: "12 Elm Street, Springfield, Illinois, 62701, United States",
  lat: "39.7990",
  lon: "-89.6440",
  address: { house_number: "12", road: "Elm Street", city: "Springfield", state: "Illinois", postcode: "62701" },
};

let stand: MapStandIn;
let t: TestApp;
let bare: TestApp;
beforeAll(async () => {
  stand = await startMapStandIn([ELM]);
  t = await createTestApp({
    TILE_URL_TEMPLATE: stand.tileUrl,
    TILE_ATTRIBUTION: "Imagery: local",
    GEOCODER_URL: stand.geocoderUrl,
    TRUST_PROXY: "true",
  });
  bare = await createTestApp();
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), stand.close()]);
});

describe("map settings", () => {
  it("tells the browser the imagery and whether address search works; nothing when unset", async () => {
    const res = await t.client().get("/api/public/map");
    expect(await res.json()).toEqual({
      map: { tileUrl: stand.tileUrl, attribution: "Imagery: local", maxZoom: 19, geocoder: true },
    });
    expect(res.headers.get("content-security-policy")).toContain(
      `img-src 'self' data: blob: https: ${new URL(stand.tileUrl.replace(/\{.\}/g, "0")).origin}`,
    );
    expect(await (await bare.client().get("/api/public/map")).json()).toEqual({ map: null });
  });

  it("refuses a tile URL without its placeholders at start-up", () => {
    expect(() => loadEnv({ TILE_URL_TEMPLATE: "https://tiles.example.com/tile.png" })).toThrow(
      /\{z\}, \{x\} and \{y\}/,
    );
    expect(() => loadEnv({ TILE_MAX_ZOOM: "40" })).toThrow(/TILE_MAX_ZOOM/);
  });

  it("serves real PNG tiles from the stand-in", () => {
    expect(tilePng(3, 1, 2).subarray(1, 4).toString()).toBe("PNG");
  });
});

describe("address search", () => {
  it("asks the Nominatim search API and answers places with address parts", async () => {
    const res = await t
      .client()
      .get("/api/public/geocode?q=12%20Elm%20Street%20Springfield", { "x-forwarded-for": "10.9.0.1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      results: [
        {
          label: ELM.display_name,
          lat: 39.799,
          lng: -89.644,
          street: "12 Elm Street",
          city: "Springfield",
          state: "Illinois",
          zipcode: "62701",
        },
      ],
      message: null,
    });
    expect(stand.searches.at(-1)).toContain("format=jsonv2");
  });

  it("says so when nothing is found, the text is too short, or no geocoder is set", async () => {
    const none = await t.client().get("/api/public/geocode?q=nowhere%20at%20all", { "x-forwarded-for": "10.9.0.2" });
    expect(await none.json()).toMatchObject({ results: [], message: expect.stringMatching(/No address found/) });
    const short = await t.client().get("/api/public/geocode?q=ab", { "x-forwarded-for": "10.9.0.2" });
    expect(short.status).toBe(400);
    const unset = await bare.client().get("/api/public/geocode?q=12%20Elm%20Street");
    expect(unset.status).toBe(404);
    expect(((await unset.json()) as { error: string }).error).toMatch(/not set up/);
  });
});
