import { PRICE_FREQUENCY_LABELS, type YardSize } from "@yq/form-schema/constants";
import type { FormDocument, YardSizeSettings } from "@yq/form-schema/form-document";
import { measureLawn } from "@yq/form-schema/measured-lawn";
import { measuredDocument } from "@yq/form-schema/measured-quote";
import type { ResumedChoice } from "@yq/form-schema/public-payloads";
import { needsProjectDetails, offeredPrices } from "@yq/form-schema/quote";
import type { Measured } from "./measure/use-lawn-measure";

/**
 * What a follow-up link reopens: the choice still on offer, the measured lawn priced as the
 * measuring step prices it, and a note when part of the choice is no longer offered.
 */
export type RestoredChoice = { choice?: ResumedChoice; measured?: Measured; note?: string };

const NOTES = {
  service: "The service you chose before is no longer offered. Please choose a service.",
  size: "The yard size you chose before is no longer offered. Please choose your yard size.",
  lawn: "Your lawn measurement could not be reopened. Please measure your lawn again or choose your yard size.",
} as const;

const frequencyNote = (label: string) =>
  `${label} service is no longer offered for this yard. Please choose how often you want the service.`;

/**
 * The last quote a lead was shown (the server's record, decision 093) checked against the form as
 * it is now: a service or size no longer offered falls back to where that choice is made, a
 * frequency no longer offered is dropped, each with a note the service step shows. A measured
 * lawn is priced again from its outline, as the measuring step would; without the map it cannot
 * be reopened. Pure, for the resume chunk (apps/embed/src/resume-lead.ts).
 */
export function restoreChoice(
  doc: Pick<FormDocument, "services" | "yardSizes">,
  last: ResumedChoice | null,
  canMeasure: boolean,
): RestoredChoice {
  if (!last) return {};
  // A listed service's quote reopens at its service, still offered, where its size is picked again.
  if (!last.serviceType) {
    return doc.services.listed.some((s) => s.id === last.serviceId && s.enabled)
      ? { choice: last }
      : { note: NOTES.service };
  }
  if (!doc.services[last.serviceType].enabled) return { note: NOTES.service };
  const mowing = { serviceType: last.serviceType, yardSize: null, frequency: null, lawn: null } as const;
  let size: YardSize | null = last.yardSize;
  let settings: YardSizeSettings | undefined;
  let measured: Measured | undefined;
  if (last.lawn) {
    const lawn = measureLawn(last.lawn);
    if (!canMeasure || !doc.yardSizes.measurement.enabled || !lawn.ok) return { choice: mowing, note: NOTES.lawn };
    const priced = measuredDocument(doc, lawn.areaSqFt);
    size = priced.size;
    settings = priced.doc.yardSizes[size];
    measured = { lawn: last.lawn, areaSqFt: lawn.areaSqFt, size, settings };
  } else if (size) {
    if (!doc.yardSizes[size].enabled) return { choice: mowing, note: NOTES.size };
    settings = doc.yardSizes[size];
  }
  const choice = { ...mowing, yardSize: size, lawn: last.lawn };
  const restored = measured ? { choice, measured } : { choice };
  if (!last.frequency || !size || !settings || needsProjectDetails(last.serviceType, size)) return restored;
  if (offeredPrices(settings).some((p) => p.frequency === last.frequency)) {
    return { ...restored, choice: { ...choice, frequency: last.frequency } };
  }
  return { ...restored, note: frequencyNote(PRICE_FREQUENCY_LABELS[last.frequency]) };
}
