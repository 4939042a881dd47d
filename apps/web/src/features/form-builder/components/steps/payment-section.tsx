import {
  DEPOSIT_TYPES,
  PAYMENT_MODE_LABELS,
  PAYMENT_MODES,
  paymentDue,
  type PaymentSettings,
} from "@yq/form-schema/payment";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { CHARGE_TIMING_LABELS, CHARGE_TIMINGS, type ChargeTiming } from "@yq/form-schema/payment-settings";
import { formatCents, formatPrice } from "@yq/form-schema/money-format";
import { useId } from "react";
import { Link } from "react-router";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { usePaymentsAccount } from "@/features/payments/api/get-payments-account";
import { Section } from "./section";
import type { StepProps } from "./step-props";

const EXAMPLE_CHARGE = 50;
const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

/** What an accepting visitor pays on the owner's Stripe account; offered once it takes charges. */
export function PaymentSection({ model, change }: StepProps) {
  const id = useId();
  const { data: account } = usePaymentsAccount();
  const payment = model.paymentSettings;
  const words = formTypeWords(model.formType);
  const patch = (next: Partial<PaymentSettings>) =>
    change((m) => ({ ...m, paymentSettings: { ...m.paymentSettings, ...next } }));
  // Without Stripe on this server the setting does not exist.
  if (!account?.billingEnabled) return null;
  if (!account.chargesEnabled) {
    return (
      <Section title="Payment at Acceptance">
        <p className="text-sm text-muted-foreground">
          Take a deposit, the first charge ({words.firstCharges}) or a card on file when a customer accepts.{" "}
          <Link to="/subscription" className="font-medium text-primary underline">
            Connect your Stripe account
          </Link>{" "}
          on the Subscription page first.
          {payment.mode !== "none" && " Until then, customers accept without paying."}
        </p>
      </Section>
    );
  }
  const example = paymentDue(payment, {
    yardSize: "medium",
    prices: [],
    includedServices: [],
    chosen: { frequency: "weekly", label: "Weekly", amount: EXAMPLE_CHARGE },
  });
  return (
    <Section title="Payment at Acceptance">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-mode`}>Ask Customers To</Label>
        <Select value={payment.mode} onValueChange={(mode) => patch({ mode: mode as PaymentSettings["mode"] })}>
          <SelectTrigger id={`${id}-mode`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PAYMENT_MODES.map((mode) => (
              <SelectItem key={mode} value={mode}>
                {PAYMENT_MODE_LABELS[mode]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {payment.mode === "deposit" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-type`}>Deposit</Label>
            <Select
              value={payment.depositType}
              onValueChange={(v) => patch({ depositType: v as PaymentSettings["depositType"] })}
            >
              <SelectTrigger id={`${id}-type`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {DEPOSIT_TYPES.map((type) => (
                  <SelectItem key={type} value={type}>
                    {type === "fixed" ? "Fixed amount" : "Percentage"}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {payment.depositType === "fixed" ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-amount`}>Amount ($)</Label>
              <Input
                id={`${id}-amount`}
                type="number"
                inputMode="decimal"
                min={1}
                max={10000}
                step="0.01"
                value={payment.depositAmount}
                onChange={(e) =>
                  patch({ depositAmount: clamp(Math.round(Number(e.target.value) * 100) / 100, 1, 10000) })
                }
              />
            </div>
          ) : (
            <div className="flex flex-col gap-2">
              <Label htmlFor={`${id}-percent`}>Percentage (%)</Label>
              <Input
                id={`${id}-percent`}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                value={payment.depositPercent}
                onChange={(e) => patch({ depositPercent: clamp(Math.round(Number(e.target.value)), 1, 100) })}
              />
            </div>
          )}
        </div>
      )}
      {payment.mode !== "none" && (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-timing`}>Charge The Saved Card</Label>
          <Select
            value={payment.chargeTiming}
            onValueChange={(timing) => patch({ chargeTiming: timing as ChargeTiming })}
          >
            <SelectTrigger id={`${id}-timing`} aria-describedby={`${id}-timing-hint`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {CHARGE_TIMINGS.map((timing) => (
                <SelectItem key={timing} value={timing}>
                  {CHARGE_TIMING_LABELS[timing]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <p id={`${id}-timing-hint`} className="text-sm text-muted-foreground">
            {payment.mode === "card"
              ? "How the card saved at acceptance pays for the visits of a recurring plan."
              : "On a recurring plan the card paid with is kept: this is how it pays for the visits after the first payment."}
          </p>
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        {payment.mode === "none"
          ? "Customers accept without paying; you arrange payment yourself."
          : payment.mode === "card"
            ? "Customers save a card on your Stripe account when they accept; nothing is charged then."
            : `Customers pay on Stripe Checkout when they accept, straight to your Stripe account, with no fee of ours. For a ${formatPrice(EXAMPLE_CHARGE)} ${words.exampleCharge}: ${example?.amountCents ? formatCents(example.amountCents) : "nothing"}.`}
      </p>
    </Section>
  );
}
