import { defaultServiceOf, mowingYardSize, planFrequency, upgradeResumedChoice } from "@yq/form-schema/choice-version";
import { PRICE_FREQUENCY_LABELS, type YardSize } from "@yq/form-schema/constants";
import type { YardSizeSettings } from "@yq/form-schema/form-document";
import { measureLawn } from "@yq/form-schema/measured-lawn";
import { measuredDocument } from "@yq/form-schema/measured-quote";
import { findListedService, planOffers } from "@yq/form-schema/pricing/plan-offers";
import { PLAN_LABELS } from "@yq/form-schema/pricing/plans";
import type { PricingInput, QuoteMeasure } from "@yq/form-schema/pricing/pricing-input";
import { sizeNoun, type WordedService } from "@yq/form-schema/pricing/service-words";
import { pricedByArea, sizeChoices } from "@yq/form-schema/pricing/size-choices";
import type { ResumedChoice, ResumedChoiceV2 } from "@yq/form-schema/public-payloads";
import { needsProjectDetails, offeredPrices } from "@yq/form-schema/quote";
import type { MeasuredArea } from "./measure/measure-step";
import type { Measured } from "./measure/use-lawn-measure";

/**
 * What a follow-up link reopens: the choice still on offer, mowing's measured lawn priced as the
 * measuring step prices it or a listed service's lawn (priced by its area), and a note when part
 * of the choice is no longer offered.
 */
export type RestoredChoice = { choice?: ResumedChoiceV2; measured?: Measured; area?: MeasuredArea; note?: string };

/** "yard size", "driveway size": what the visitor picks again. */
const sizeWords = (service: WordedService) => (sizeNoun(service) ?? "size").toLowerCase();

const NOTES = {
  service: "The service you chose before is no longer offered. Please choose a service.",
  size: (service: WordedService) =>
    `The ${sizeWords(service)} you chose before is no longer offered. Please choose your ${sizeWords(service)}.`,
  lawn: "Your lawn measurement could not be reopened. Please measure your lawn again or choose your yard size.",
  listedLawn: "Your lawn measurement could not be reopened. Please measure your lawn again.",
  frequency: (label: string) =>
    `${label} service is no longer offered for this yard. Please choose how often you want the service.`,
  /** "Seasonal contract is no longer offered for this driveway." */
  plan: (label: string, service: WordedService) =>
    `${label} is no longer offered for this ${sizeWords(service).replace(/ size$/, "")}. Please choose your plan.`,
} as const;

/**
 * The last quote a lead was shown (the server's record) checked against the form as
 * it is now: a service or size no longer offered falls back to where that choice is made, a
 * frequency or plan no longer offered is dropped, each with a note the service step shows. A
 * measured lawn is priced again from its outline, as the measuring step would; without the map it
 * cannot be reopened. Pure, for the resume chunk (apps/embed/src/resume-lead.ts).
 */
export function restoreChoice(doc: PricingInput, sent: ResumedChoice | null, canMeasure: boolean): RestoredChoice {
  // A link sent before version 2 reopens a version-1 choice (docs/decisions/128-one-quote-choice.md).
  const last = sent ? upgradeResumedChoice(sent) : null;
  if (!last) return {};
  const serviceType = defaultServiceOf(last);
  if (!serviceType) return restoreListed(doc, last, canMeasure);
  if (!doc.services[serviceType].enabled) return { note: NOTES.service };
  const mowing = { version: 2, serviceId: serviceType, sizeId: null, plan: null, lawn: null } as const;
  let size: YardSize | null = mowingYardSize(last);
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
    if (!doc.yardSizes[size].enabled) return { choice: mowing, note: NOTES.size("mowing") };
    settings = doc.yardSizes[size];
  }
  const choice = { ...mowing, sizeId: size, lawn: last.lawn };
  const restored = measured ? { choice, measured } : { choice };
  const frequency = planFrequency(last.plan);
  if (!frequency || !size || !settings || needsProjectDetails(serviceType, size)) return restored;
  if (offeredPrices(settings).some((p) => p.frequency === frequency)) {
    return { ...restored, choice: { ...choice, plan: frequency } };
  }
  return { ...restored, note: NOTES.frequency(PRICE_FREQUENCY_LABELS[frequency]) };
}

/**
 * A listed service's quote: its size card while still offered, or its lawn (an
 * outline needs the map; a typed area is typed again without one), then its plan where that size
 * or area still offers it. Without a size or lawn to check, the plan waits for the size picked.
 */
function restoreListed(doc: PricingInput, last: ResumedChoiceV2, canMeasure: boolean): RestoredChoice {
  const service = findListedService(doc, last.serviceId);
  if (!service) return { note: NOTES.service };
  const listed = { version: 2, serviceId: service.id, sizeId: null, plan: null, lawn: null } as const;
  const waiting = { choice: { ...listed, plan: last.plan } };
  let measure: QuoteMeasure;
  let area: MeasuredArea | undefined;
  if (pricedByArea(service.pricing)) {
    if (!last.lawn) return waiting;
    const lawn = measureLawn(last.lawn);
    if (!lawn.ok || ("outlines" in last.lawn && !canMeasure)) return { choice: listed, note: NOTES.listedLawn };
    area = { lawn: last.lawn, areaSqFt: lawn.areaSqFt };
    measure = { areaSqFt: lawn.areaSqFt };
  } else {
    if (!last.sizeId) return waiting;
    if (!sizeChoices(doc, service.id).some((c) => c.sizeId === last.sizeId)) {
      return { choice: listed, note: NOTES.size(service.pricing) };
    }
    measure = { sizeId: last.sizeId };
  }
  const choice = { ...listed, sizeId: measure.sizeId ?? null, lawn: area ? area.lawn : null };
  const restored = area ? { choice, area } : { choice };
  if (!last.plan) return restored;
  if (planOffers(doc, service.id, measure).some((o) => o.plan === last.plan)) {
    return { ...restored, choice: { ...choice, plan: last.plan } };
  }
  return { ...restored, note: NOTES.plan(PLAN_LABELS[last.plan], service.pricing) };
}
