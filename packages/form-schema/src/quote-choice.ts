import type { FormDocument } from "./form-document";
import type { QuoteChoice } from "./public-payloads";
import { needsProjectDetails, offeredPrices } from "./quote";
import { chosenPrice } from "./quote-snapshot";

// The server never trusts what the browser says it showed: these re-derive from the stored
// form whether a choice could have been made at all.

function checkProjectRequest(choice: QuoteChoice): string | null {
  if (choice.responseStatus !== "accept") return "A project request can only be submitted, not declined.";
  if (choice.frequency) return "No price applies to a project request.";
  return null;
}

/**
 * Null when the visitor could have made this choice on this form, else why not. Landscaping and
 * the custom size are project requests (see needsProjectDetails); the rest is a priced quote.
 */
export function checkQuoteChoice(doc: FormDocument, choice: QuoteChoice): string | null {
  const { serviceType, yardSize, frequency } = choice;
  if (!doc.services[serviceType].enabled) return "This service is not available on this form.";
  if (serviceType === "landscaping") {
    return yardSize ? "Landscaping requests do not take a yard size." : checkProjectRequest(choice);
  }

  if (!yardSize) return "Please select a yard size";
  const settings = doc.yardSizes[yardSize];
  if (!settings.enabled) return "This yard size is not available on this form.";
  if (needsProjectDetails(serviceType, yardSize)) return checkProjectRequest(choice);

  const hasDetails = (choice.projectDetails ?? "").trim() !== "" || (choice.videoUrl ?? "").trim() !== "";
  if (hasDetails) return "Project details apply only to landscaping and custom yard sizes.";
  if (offeredPrices(settings).length === 0) return "This yard size has no price to accept.";
  const chosen = chosenPrice(settings, choice.responseStatus, frequency);
  return chosen.ok ? null : chosen.message;
}

export type UpsellResolution = { ok: true; names: string[] } | { ok: false; message: string };

/** Names of the picked upsell services, in the owner's order, as stored on the upsell record. */
export function resolveUpsellSelection(doc: FormDocument, ids: readonly string[]): UpsellResolution {
  const upsell = doc.upsellSettings;
  if (ids.length === 0) return { ok: true, names: [] };
  if (!upsell.enabled) return { ok: false, message: "This form does not offer additional services." };
  const offered = upsell.services.filter((s) => s.enabled && s.name.trim() !== "");
  const unknown = ids.find((id) => !offered.some((s) => s.id === id));
  if (unknown !== undefined) return { ok: false, message: "One of the selected services is not offered." };
  return {
    ok: true,
    names: [...offered]
      .sort((a, b) => a.order - b.order)
      .filter((s) => ids.includes(s.id))
      .map((s) => s.name.trim()),
  };
}
