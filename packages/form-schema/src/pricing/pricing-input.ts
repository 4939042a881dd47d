import type { Service, YardSizes } from "../form-document";
import type { ListedService } from "./listed-services";
import type { PriceUnit } from "./plans";
import type { PricingSettings } from "./pricing-settings";
import type { TravelBand } from "../service-area";

// The parts of a form document the engine reads. A FormDocument is one; so is the public form's
// document, which carries only what a visitor needs.

export interface AddOnInput {
  id: string;
  name: string;
  enabled: boolean;
  order: number;
  /** Dollars; null is "priced on request". */
  price: number | null;
  unit: PriceUnit;
}

export interface PricingInput {
  services: { mowing: Service; landscaping: Service; listed: readonly ListedService[] };
  yardSizes: YardSizes;
  pricingSettings: PricingSettings;
  upsellSettings: { enabled: boolean; services: readonly AddOnInput[] };
  /** The travel fee bands (service-area.ts); absent where a document has none (the public form's). */
  serviceArea?: { travelBands: readonly TravelBand[] };
}

/** The ids of Mowing and Landscaping; a listed service has its own id. */
export const MOWING_SERVICE_ID = "mowing";
export const LANDSCAPING_SERVICE_ID = "landscaping";

/** What the visitor picked or measured for a service. */
export interface QuoteMeasure {
  /** A yard size ("small", "medium", "large") for mowing, a size card's id for a listed service. */
  sizeId?: string | null;
  /** A measured lawn, in sq ft. */
  areaSqFt?: number | null;
}
