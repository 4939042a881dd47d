import { z } from "zod";
import { shortTextSchema } from "./fields";

// Where a form's business works (docs/decisions/120). Any mix of ZIP/postal codes, a radius from
// the business address and areas drawn on the map; a visitor inside any one of them is inside.
// No address field on the form, or none of the three set: every visitor is inside.

export const MAX_SERVICE_ZIPS = 500;
export const MAX_DRAWN_AREAS = 5;
export const MAX_AREA_POINTS = 200;
export const MAX_TRAVEL_BANDS = 8;

/** A postal code as typed: letters, digits, spaces and -; matched without case and spaces. */
export const postalCodeSchema = z
  .string()
  .trim()
  .min(3, "A ZIP or postal code has at least 3 characters.")
  .max(10, "A ZIP or postal code has at most 10 characters.")
  .regex(/^[A-Za-z0-9 -]+$/, "Use letters, digits, spaces and - only.");

export const mapPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/** The business address, geocoded once when the owner sets the radius (the point is stored). */
export const areaCentreSchema = mapPointSchema.extend({ label: z.string().max(300) });

export const radiusAreaSchema = z.object({
  miles: z.number().min(1, "A radius is at least 1 mile.").max(200, "A radius is at most 200 miles."),
  centre: areaCentreSchema,
});

/** A closed ring drawn on the map; the last point joins the first. */
export const drawnAreaSchema = z.object({
  name: shortTextSchema,
  points: z.array(mapPointSchema).min(3, "An area needs at least 3 points.").max(MAX_AREA_POINTS),
});

/**
 * A travel fee by distance from the business address (the radius centre): each band up to
 * `upToMiles` adds `feeCents` to every visit (pricing/engine.ts line "Travel"). Bands ascend.
 */
export const travelBandSchema = z.object({
  upToMiles: z.number().min(0.5).max(200),
  feeCents: z.number().int().min(0).max(100_000),
});

export type TravelBand = z.infer<typeof travelBandSchema>;

export const serviceAreaSchema = z.object({
  zipCodes: z.array(postalCodeSchema).max(MAX_SERVICE_ZIPS),
  radius: radiusAreaSchema.nullable(),
  drawn: z.array(drawnAreaSchema).max(MAX_DRAWN_AREAS),
  /** Shown to a visitor outside the area; "{zip}" becomes their ZIP/postal code. */
  outsideMessage: shortTextSchema,
  travelBands: z
    .array(travelBandSchema)
    .max(MAX_TRAVEL_BANDS)
    .refine(
      (bands) => bands.every((b, i) => i === 0 || b.upToMiles > bands[i - 1]!.upToMiles),
      "Each travel band must reach further than the one before it.",
    ),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const DEFAULT_OUTSIDE_MESSAGE = "We don't serve {zip} yet. Leave your details and we'll tell you when we do.";

export const defaultServiceArea = (): ServiceArea => ({
  zipCodes: [],
  radius: null,
  drawn: [],
  outsideMessage: DEFAULT_OUTSIDE_MESSAGE,
  travelBands: [],
});

/** True when the owner has set any area; otherwise every visitor is inside. */
export function hasServiceArea(area: ServiceArea): boolean {
  return area.zipCodes.length > 0 || area.radius !== null || area.drawn.length > 0;
}
