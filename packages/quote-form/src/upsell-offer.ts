import type { UpsellSettings } from "@yq/form-schema/form-document";

/** The upsell services a visitor can pick, in the owner's order; empty when upsell is off. */
export function offeredUpsells(settings: UpsellSettings) {
  if (!settings.enabled) return [];
  return settings.services.filter((s) => s.enabled && s.name.trim() !== "").sort((a, b) => a.order - b.order);
}
