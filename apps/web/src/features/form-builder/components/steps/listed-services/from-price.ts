import { formatCents } from "@yq/form-schema/money-format";
import { PRICE_UNIT_LABELS } from "@yq/form-schema/pricing/plans";
import type { QuoteService } from "@yq/form-schema/pricing/engine";

/**
 * A service's card price as the visitor would see it, from the engine: "from $40
 * per push", "Priced on request", or why it is not offered yet.
 */
export function fromPriceText(offered: QuoteService | undefined, enabled: boolean): string {
  if (!enabled) return "Not offered (switched off)";
  if (!offered) return "Not offered until it has a name";
  if (offered.method === "request") return "Priced on request";
  if (offered.fromCents === null) return "Not offered until it has a price";
  const unit = offered.fromUnit ? ` ${PRICE_UNIT_LABELS[offered.fromUnit]}` : "";
  return `from ${formatCents(offered.fromCents)}${unit}`;
}
