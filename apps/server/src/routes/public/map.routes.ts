import type { GeocodeResult } from "@yq/form-schema/map-config";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../lib/http-error";
import { mapConfig } from "../../lib/map-settings";
import { validate } from "../../lib/validate";
import { limitByIp } from "./public-limits";

const NOT_FOUND_TEXT = "No address found. Check the spelling, or move the map to your home.";
const UNAVAILABLE = "Address search is not available right now. Move the map to your home instead.";

type NominatimPlace = {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
};

function toResult(place: NominatimPlace): GeocodeResult | null {
  const lat = Number(place.lat);
  const lng = Number(place.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || typeof place.display_name !== "string") return null;
  const a = place.address ?? {};
  return {
    label: place.display_name.slice(0, 300),
    lat,
    lng,
    street: [a.house_number, a.road].filter(Boolean).join(" "),
    city: a.city ?? a.town ?? a.village ?? a.hamlet ?? "",
    state: a.state ?? "",
    zipcode: a.postcode ?? "",
  };
}

/**
 * The map's settings and the address search of the public form. Searches go through the server
 * (not from the browser to the geocoder) so the page's connect-src stays 'self', the geocoder
 * sees one identified client as Nominatim's usage policy asks, and our rate limit applies.
 * The form searches when the visitor asks (Enter or Find), never per keystroke: the public
 * Nominatim instance forbids autocomplete.
 */
export const mapRoutes = new Hono<AppEnv>()
  .get("/map", (c) => c.json({ map: mapConfig(c.get("deps").env) }))
  .get(
    "/geocode",
    validate(
      "query",
      z.object({ q: z.string().trim().min(3, "Please type at least 3 characters of your address.").max(200) }),
    ),
    async (c) => {
      const { env, logger } = c.get("deps");
      if (!env.GEOCODER_URL) throw new HttpError(404, "Address search is not set up on this site.");
      await limitByIp(c, "writePerIp");
      const url = new URL(env.GEOCODER_URL);
      url.searchParams.set("q", c.req.valid("query").q);
      url.searchParams.set("format", "jsonv2");
      url.searchParams.set("addressdetails", "1");
      url.searchParams.set("limit", "5");
      let places: unknown;
      try {
        const res = await fetch(url, {
          headers: { "User-Agent": `YardQuote (${env.publicUrl})`, Accept: "application/json" },
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        places = await res.json();
      } catch (err) {
        logger.warn({ err, reqId: c.get("requestId") }, "geocoder failed");
        throw new HttpError(502, UNAVAILABLE);
      }
      const results = (Array.isArray(places) ? places : [])
        .map((p: NominatimPlace) => toResult(p))
        .filter((r) => r !== null);
      return c.json({ results, message: results.length ? null : NOT_FOUND_TEXT });
    },
  );
