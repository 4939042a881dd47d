import type { ViewPayload } from "@yq/form-schema/public-payloads";
import { trafficSourceOf } from "@yq/form-schema/traffic-source";
import type { AppDeps } from "../app-env";
import { hit } from "../lib/rate-limit";
import { acceptingForm, countView } from "./public-form";
import { limitKeys, PUBLIC_RULES } from "../lib/public-limits";

/**
 * Counts a visit of the public form from `address`, with where the visitor came from; false when
 * it was not counted. Reloading the page over and over must not inflate the owner's numbers: past
 * the address's limit the view is simply not counted.
 */
export async function recordView(
  deps: AppDeps,
  formId: string,
  address: string,
  source: ViewPayload["source"],
): Promise<boolean> {
  const rule = PUBLIC_RULES.viewPerIpAndForm;
  const counter = await hit(deps.db, limitKeys.viewPerIpAndForm(address, formId), rule);
  if (counter.count > rule.limit) return false;
  await acceptingForm(deps, formId);
  await countView(deps.db, formId, trafficSourceOf(source));
  return true;
}
