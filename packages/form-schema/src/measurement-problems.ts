import { PRICE_FREQUENCIES, YARD_SIZE_LABELS, type YardSize } from "./constants";
import type { FormDocument, YardSizes } from "./form-document";
import type { MeasurementSettings } from "./measurement-settings";
import { declaredTierBounds, formatSqFt } from "./measurement-tiers";
import { offeredPrices } from "./quote";

// Measurement settings that would leave a measured lawn without a price. Publishing refuses them
// (publish-problems); the builder shows each one under the field it names.

/** The setting a problem is about, so the builder can show it there ("tierPrices": a tier's own prices). */
export type MeasurementField =
  keyof Pick<MeasurementSettings, "ratePerThousandSqFt" | "mediumMaxSqFt" | "maxSqFt"> | "tierPrices";

export type MeasurementProblem = { field: MeasurementField; message: string };

const WHERE = "Yard Sizes, Measurement:";

/** The priced tiers an area up to the maximum can fall in, smallest first. */
function reachableTiers(maxSqFt: number, smallMaxSqFt: number, mediumMaxSqFt: number): YardSize[] {
  const tiers: YardSize[] = ["small"];
  if (maxSqFt > smallMaxSqFt) tiers.push("medium");
  if (maxSqFt > mediumMaxSqFt) tiers.push("large");
  return tiers;
}

export function measurementProblems(doc: Pick<FormDocument, "services" | "yardSizes">): MeasurementProblem[] {
  return doc.services.mowing.enabled ? yardSizeMeasurementProblems(doc.yardSizes) : [];
}

/** The problems of an enabled mowing service's measurement (its findings, pricing/methods/mowing). */
export function yardSizeMeasurementProblems(yardSizes: YardSizes): MeasurementProblem[] {
  const settings = yardSizes.measurement;
  if (!settings.enabled) return [];
  if (settings.pricing === "rate") {
    const anyRate = PRICE_FREQUENCIES.some((f) => settings.ratePerThousandSqFt[f] > 0);
    return anyRate
      ? []
      : [
          {
            field: "ratePerThousandSqFt",
            message: `${WHERE} every rate per 1,000 sq ft is $0, so a measured lawn gets no price. Set at least one rate.`,
          },
        ];
  }

  const problems: MeasurementProblem[] = [];
  const { smallMaxSqFt, mediumMaxSqFt } = declaredTierBounds(yardSizes, settings);
  if (mediumMaxSqFt <= smallMaxSqFt) {
    problems.push({
      field: "mediumMaxSqFt",
      message: `${WHERE} the Medium yard goes up to ${formatSqFt(mediumMaxSqFt)}, which is not above the Small yard's ${formatSqFt(smallMaxSqFt)}, so the ranges overlap. Make "Medium yard: up to" larger than "Small yard: up to".`,
    });
  }
  if (settings.maxSqFt <= smallMaxSqFt) {
    problems.push({
      field: "maxSqFt",
      message: `${WHERE} the largest lawn priced online (${formatSqFt(settings.maxSqFt)}) is not above the Small yard's ${formatSqFt(smallMaxSqFt)}, so the Medium and Large prices can never be offered. Raise "Largest lawn priced online".`,
    });
  }
  // An area picks its tier even where the owner hid that card, so a hidden tier needs a price too
  // (a shown one without a price is already a publish problem of its own).
  for (const size of reachableTiers(settings.maxSqFt, smallMaxSqFt, mediumMaxSqFt)) {
    const tier = yardSizes[size];
    if (!tier.enabled && offeredPrices(tier).length === 0) {
      problems.push({
        field: "tierPrices",
        message: `${WHERE} measured lawns can fall in the ${YARD_SIZE_LABELS[size]} yard size, which is hidden and has no enabled price. Enable a ${YARD_SIZE_LABELS[size]} price (its card may stay hidden) or change the ranges.`,
      });
    }
  }
  return problems;
}
