import type { FormDocument } from "@yq/form-schema/form-document";
import type { PaymentSettings } from "@yq/form-schema/payment";
import type { AppDeps } from "../app-env";
import { billingEnabled } from "../billing/access";

/**
 * The payment rule an accept's agreement applies: the form's, only when Stripe is
 * configured and the owner's connected account takes charges; null where nothing can be asked.
 */
export function paymentRule(
  deps: Pick<AppDeps, "env">,
  document: FormDocument,
  chargesEnabled: boolean,
): PaymentSettings | null {
  if (!chargesEnabled || !billingEnabled(deps)) return null;
  return document.paymentSettings;
}
