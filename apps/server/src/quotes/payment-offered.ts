import type { FormDocument } from "@yq/form-schema/form-document";
import type { AppDeps } from "../app-env";
import { paymentsAccount } from "../payments/connect-account";

/**
 * The form's payment rule as its visitor's page may state it before Accept: the
 * form's own where the owner's account takes charges, "no payment" where the accept will ask
 * nothing, so the page never shows a deposit the server does not take. Only a form that asks for a
 * payment costs a read.
 */
export async function offeredPaymentRule(
  deps: Pick<AppDeps, "env" | "db">,
  ownerId: string,
  document: FormDocument,
): Promise<FormDocument["paymentSettings"]> {
  const rule = document.paymentSettings;
  if (rule.mode === "none") return rule;
  const account = await paymentsAccount(deps, ownerId);
  return account.chargesEnabled ? rule : { ...rule, mode: "none" };
}
