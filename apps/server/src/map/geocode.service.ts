import type { GeocodeResult } from "@yq/form-schema/map-config";
import type { AppDeps } from "../app-env";
import type { Env } from "../env";
import { HttpError } from "../lib/http-error";

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

/** The geocoder's address; 404 when none is set up (the form then offers no address search). */
export function geocoderUrl(env: Pick<Env, "GEOCODER_URL">): string {
  if (!env.GEOCODER_URL) throw new HttpError(404, "Address search is not set up on this site.");
  return env.GEOCODER_URL;
}

/** Up to five places for `query`, from the geocoder (GEOCODER_URL); 502 when it does not answer. */
export async function geocode(deps: Pick<AppDeps, "env" | "logger">, query: string, reqId: string) {
  const { env, logger } = deps;
  const url = new URL(geocoderUrl(env));
  url.searchParams.set("q", query);
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
    logger.warn({ err, reqId }, "geocoder failed");
    throw new HttpError(502, UNAVAILABLE);
  }
  const results = (Array.isArray(places) ? places : [])
    .map((p: NominatimPlace) => toResult(p))
    .filter((r) => r !== null);
  return { results, message: results.length ? null : NOT_FOUND_TEXT };
}
