import type { MapConfig } from "@yq/form-schema/map-config";
import type { Env } from "../env";

type MapEnv = Pick<Env, "TILE_URL_TEMPLATE" | "TILE_ATTRIBUTION" | "TILE_MAX_ZOOM" | "GEOCODER_URL">;

/** The map settings the browser needs, or null when no imagery is configured (measurement off). */
export function mapConfig(env: MapEnv): MapConfig | null {
  if (!env.TILE_URL_TEMPLATE) return null;
  return {
    tileUrl: env.TILE_URL_TEMPLATE,
    attribution: env.TILE_ATTRIBUTION,
    maxZoom: env.TILE_MAX_ZOOM,
    geocoder: Boolean(env.GEOCODER_URL),
  };
}

/**
 * The origin(s) tile images come from, for the pages' img-src. https: is allowed already; a plain
 * http tile server (a local one) must be named. "{s}" subdomains are allowed as a wildcard.
 */
export function tileImageSources(env: MapEnv): string[] {
  if (!env.TILE_URL_TEMPLATE) return [];
  const url = new URL(env.TILE_URL_TEMPLATE.replace("{s}", "tiles-subdomain"));
  if (url.protocol === "https:") return [];
  return [url.origin.replace("tiles-subdomain", "*")];
}
