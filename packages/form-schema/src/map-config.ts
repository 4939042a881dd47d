import { z } from "zod";
import { addressPartsShape } from "./contact-schemas";

/**
 * What the public form and the builder need to show a map: the server's imagery and geocoder
 * settings (TILE_URL_TEMPLATE, TILE_ATTRIBUTION, TILE_MAX_ZOOM, GEOCODER_URL). Null: not set up.
 */
export const mapConfigSchema = z.object({
  tileUrl: z.string(),
  attribution: z.string(),
  maxZoom: z.number().int(),
  /** Whether /api/public/geocode answers (a geocoder is configured). */
  geocoder: z.boolean(),
});

export type MapConfig = z.infer<typeof mapConfigSchema>;

/** An address the geocoder found, with the parts that fill the form's empty address fields. */
export const geocodeResultSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  ...addressPartsShape,
});

export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
