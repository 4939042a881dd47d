import { YARD_SIZE_LABELS, YARD_SIZES } from "../../../constants";
import { yardSizeMeasurementProblems } from "../../../measurement-problems";
import { offeredPrices } from "../../../quote";
import type { Findings, Refusal, ServiceProblems } from "../method-definition";
import type { MowingPricing } from "./pricing";

// What publishing refuses of an enabled mowing service, in the words publish-problems.ts always
// gave: they name the yard sizes, not the service, so each refusal ignores the service's name.

export function mowingFindings({ yardSizes }: MowingPricing): Findings {
  const fields: ServiceProblems = {};
  const refusals: Refusal[] = [];
  const refuse = (key: string, message: string) => {
    fields[key] = message;
    refusals.push(() => message);
  };
  const enabled = YARD_SIZES.filter((size) => yardSizes[size].enabled);
  if (enabled.length === 0) refuse("sizes", "Mowing is enabled, so enable at least one yard size.");
  for (const size of enabled) {
    // The custom size asks for project details instead of showing prices.
    if (size !== "custom" && offeredPrices(yardSizes[size]).length === 0) {
      refuse(`size:${size}:price`, `The ${YARD_SIZE_LABELS[size]} yard size needs at least one enabled price.`);
    }
  }
  for (const { field, message } of yardSizeMeasurementProblems(yardSizes)) refuse(`measurement:${field}`, message);
  return { fields, refusals };
}
