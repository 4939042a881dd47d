import { frameAncestorSources } from "@yq/form-schema/embed-settings";
import { toPublicDocument } from "@yq/form-schema/public-document";
import type { AppDeps } from "../app-env";
import { BoundedCache } from "../lib/bounded-cache";
import { mapConfig } from "../lib/map-settings";
import { offeredPaymentRule } from "../quotes/payment-offered";
import { FORM_NOT_AVAILABLE, NOT_TAKING_QUOTES, publicFormState } from "../quotes/public-form";
import { readEmbedAssets, type EmbedAssets } from "./embed-assets";
import { formPage, messagePage } from "./embed-page";
import { fontFor } from "./font-assets";
import { publicDocumentForPage } from "./page-document";
import { renderFormHtml } from "./render-form";

// The page of a form version (sanitising and inlining its texts is the costly part), rebuilt
// when the stored form or the embed build changes.
const pages = new BoundedCache<string, { version: string; assets: EmbedAssets | null; payment: string; html: string }>(
  500,
);

/** `frameAncestors`: the sites that may frame the page (CSP sources); absent for a message page, any site. */
export type EmbedPage = { html: string; status: 200 | 403 | 404 | 500; frameAncestors?: string };

/**
 * The public form page of `formId`, its first step rendered on the server, or the
 * page saying why there is no form to fill in.
 */
export async function embedPage(deps: AppDeps, formId: string, reqId: string): Promise<EmbedPage> {
  const assets = readEmbedAssets();
  let state;
  try {
    state = await publicFormState(deps, formId);
  } catch (err) {
    deps.logger.error({ err, reqId }, "public form load failed");
    return { html: messagePage("Failed to load form", "Please reload the page to try again.", assets), status: 500 };
  }
  if (state.kind === "missing") return { html: messagePage("Form not found", FORM_NOT_AVAILABLE, assets), status: 404 };
  if (state.kind === "unpublished") {
    return { html: messagePage("This form is not currently published", FORM_NOT_AVAILABLE, assets), status: 404 };
  }
  if (state.kind === "inactive") {
    return { html: messagePage("This form is not available", NOT_TAKING_QUOTES, assets), status: 403 };
  }
  // The published version's list, as every other setting of the form.
  const frameAncestors = frameAncestorSources(state.document.embedSettings.allowedDomains);
  // The page states the deposit before Accept only where the accept will ask it.
  const paymentSettings = await offeredPaymentRule(deps, state.row.userId, state.document);
  const payment = paymentSettings.mode;
  const cached = pages.get(state.row.id);
  if (cached && cached.version === state.version && cached.assets === assets && cached.payment === payment) {
    return { html: cached.html, status: 200, frameAncestors };
  }
  const document = publicDocumentForPage(toPublicDocument({ ...state.document, paymentSettings }));
  const font = fontFor(assets?.fonts, document.customization.fontFamily);
  const data = { formId: state.row.id, document, map: mapConfig(deps.env) };
  const html = formPage(state.row.name || "Get Your Quote", data, assets, font, renderFormHtml(data));
  pages.set(state.row.id, { version: state.version, assets, payment, html });
  return { html, status: 200, frameAncestors };
}
