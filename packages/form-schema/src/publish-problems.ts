import { SERVICE_TYPES, SERVICE_TYPE_LABELS } from "./constants";
import type { FormDocument } from "./form-document";
import { listedServiceProblems } from "./listed-service-problems";
import { methodOf } from "./pricing/methods/registry";
import { pricedService } from "./pricing/priced-services";
import { MOWING_SERVICE_ID } from "./pricing/pricing-input";
import { enabledServices } from "./quote";
import { richTextToPlainText } from "./rich-text";

/**
 * What a visitor would need that the form does not give yet, in words the owner can act on.
 * Empty means the form can be published. Drafts are never checked this strictly, and the
 * redirect URL is never a problem here: an invalid one may be saved (fields.ts, urlTextSchema).
 */
export function publishProblems(doc: FormDocument): string[] {
  const problems: string[] = [];
  if (doc.name.trim() === "") problems.push("Give the form a name.");

  // The two defaults and the listed services: a snow form offers no mowing at all.
  const listedOn = doc.services.listed.some((s) => s.enabled);
  if (enabledServices(doc).length === 0 && !listedOn) problems.push("Enable at least one service.");
  for (const type of SERVICE_TYPES) {
    const service = doc.services[type];
    if (service.enabled && service.name.trim() === "") {
      problems.push(`The ${SERVICE_TYPE_LABELS[type]} service needs a name.`);
    }
  }

  // Mowing's checks are its method's (pricing/methods/mowing); its refusals name the yard sizes.
  const mowing = pricedService(doc, MOWING_SERVICE_ID);
  if (mowing) {
    const { refusals } = methodOf(mowing.pricing).findings(mowing.pricing);
    problems.push(...refusals.map((refusal) => refusal(mowing.name)));
  }
  problems.push(...listedServiceProblems(doc));

  const consent = doc.customerFields.consent;
  if (consent.enabled && consent.text.trim() === "" && richTextToPlainText(consent.richText) === "") {
    problems.push("The consent checkbox is enabled, so give it a text.");
  }

  const upsell = doc.upsellSettings;
  if (upsell.enabled && !upsell.services.some((s) => s.enabled && s.name.trim() !== "")) {
    problems.push("Upsell is enabled, so add at least one enabled upsell service with a name.");
  }
  return problems;
}
