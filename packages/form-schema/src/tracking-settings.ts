import { z } from "zod";
import { repair } from "./repair";

/**
 * Per form: which of the owner's tags on the host page embed.js pushes
 * the form's conversions to (lead started, quote shown, quote accepted). Off until the owner
 * switches them on: a push is data leaving for Google or Meta, which the owner must want.
 */
export const trackingSettingsSchema = z.object({
  /** Google Tag Manager / GA4: `dataLayer.push(...)`. */
  dataLayer: z.boolean(),
  /** The Meta Pixel: `fbq("track", ...)`. */
  metaPixel: z.boolean(),
});
export type TrackingSettings = z.infer<typeof trackingSettingsSchema>;

export function defaultTrackingSettings(): TrackingSettings {
  return { dataLayer: false, metaPixel: false };
}

/** Forms stored before the setting existed (or with a broken group) push nothing. */
export function readTrackingSettings(raw: unknown): TrackingSettings {
  return repair(trackingSettingsSchema, raw, defaultTrackingSettings());
}
