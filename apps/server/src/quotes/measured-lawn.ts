import { YARD_SIZE_LABELS } from "@yq/form-schema/constants";
import type { FormDocument } from "@yq/form-schema/form-document";
import { measureLawn, type MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { measuredDocument } from "@yq/form-schema/measured-quote";
import { formatSqFt } from "@yq/form-schema/measurement-tiers";
import { findListedService } from "@yq/form-schema/pricing/plan-offers";
import { pricedByArea } from "@yq/form-schema/pricing/size-choices";
import { MOWING_SERVICE_ID } from "@yq/form-schema/pricing/pricing-input";
import type { QuoteChoiceV2 } from "@yq/form-schema/public-payloads";
import { HttpError } from "../lib/http-error";

/**
 * A quote answer that carries a lawn measured on the map: the server computes the area from the
 * outlines itself, and from it the tier and prices the visitor was offered (never the browser's
 * numbers). The returned document is what that visitor saw, so the usual checks and the stored
 * quote snapshot follow from it unchanged.
 */
export function applyMeasuredLawn(
  document: FormDocument,
  choice: Pick<QuoteChoiceV2, "serviceId" | "sizeId">,
  lawn: MeasuredLawn | undefined,
  listedServiceId: string | null = null,
) {
  if (!lawn) return { document, columns: { lawnAreaSqFt: null, lawnOutlines: null } };
  if (listedServiceId) {
    // A listed service priced by area: the engine prices the area itself.
    const pricing = findListedService(document, listedServiceId)?.pricing;
    if (!pricing || !pricedByArea(pricing)) throw new HttpError(400, "This service is not priced by lawn area.");
    const measured = measureLawn(lawn);
    if (!measured.ok) throw new HttpError(400, measured.message);
    return { document, columns: { lawnAreaSqFt: measured.areaSqFt, lawnOutlines: measured.outlines } };
  }
  if (choice.serviceId !== MOWING_SERVICE_ID) throw new HttpError(400, "A lawn measurement applies to mowing only.");
  if (!document.yardSizes.measurement.enabled) {
    throw new HttpError(400, "This form does not measure lawns on a map. Please pick your yard size.");
  }
  const measured = measureLawn(lawn);
  if (!measured.ok) throw new HttpError(400, measured.message);
  const { doc, size } = measuredDocument(document, measured.areaSqFt);
  if ((choice.sizeId ?? null) !== size) {
    // Only a page out of date with the form (or a forged request) gets here: both sides run the same rules.
    throw new HttpError(
      409,
      `A lawn of ${formatSqFt(measured.areaSqFt)} is priced as the ${YARD_SIZE_LABELS[size]} yard. Please reload the page and try again.`,
    );
  }
  return { document: doc, columns: { lawnAreaSqFt: measured.areaSqFt, lawnOutlines: measured.outlines } };
}
