import { toFormPayload } from "@yq/form-schema/editor-model";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { TAX_DISPLAYS, type PricingSettings, type TaxDisplay } from "@yq/form-schema/pricing/pricing-settings";
import { chargedUnits, promoScopeWords } from "@yq/form-schema/pricing/promo-scope-words";
import { useId, useMemo } from "react";
import { NumberField } from "../../fields/number-field";
import { PriceInput } from "../../fields/price-input";
import { TextField } from "../../fields/text-field";
import { Section } from "../section";
import type { StepProps } from "../step-props";
import { PromoCodesEditor } from "./promo-codes-editor";

const TAX_DISPLAY_CHOICES: Record<TaxDisplay, { label: string; text: string }> = {
  before_tax: { label: "Before tax", text: "Prices as you set them; tax is added at the total." },
  after_tax: { label: "Including tax", text: "Every price the visitor sees already has tax in it." },
};

/** The form's money rules beside its prices: a minimum charge, sales tax and promo codes. */
export function PricingSettingsSection({ model, change }: StepProps) {
  const settings = model.pricingSettings;
  const radioName = useId();
  // A code's scope in this form's units: visits on a mowing form, pushes on a snow form.
  const scopeWords = useMemo(() => promoScopeWords(chargedUnits(toFormPayload(model))), [model]);
  const set = (patch: Partial<PricingSettings>) =>
    change((m) => ({ ...m, pricingSettings: { ...m.pricingSettings, ...patch } }));
  return (
    <Section title="Pricing Settings">
      <p className="-mt-2 text-sm text-muted-foreground">These apply to every service of this form.</p>
      <div className="flex flex-col gap-2 @sm:max-w-[calc(50%-0.5rem)]">
        <PriceInput
          label="Minimum charge"
          value={settings.minimumCharge}
          onChange={(minimumCharge) => set({ minimumCharge })}
        />
        <p className="text-xs text-muted-foreground">{formTypeWords(model.formType).minimumChargeHint}</p>
      </div>
      <div className="grid items-start gap-4 @sm:grid-cols-2">
        <NumberField
          label="Sales tax rate"
          value={settings.taxRate}
          min={0}
          max={30}
          suffix="%"
          hint="0 charges no tax."
          onChange={(taxRate) => set({ taxRate: taxRate ?? 0 })}
        />
        <TextField
          label="Tax label"
          value={settings.taxLabel}
          maxLength={200}
          placeholder="Sales tax"
          onValueChange={(taxLabel) => set({ taxLabel })}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Prices shown</legend>
        <div className="grid gap-2 @sm:grid-cols-2">
          {TAX_DISPLAYS.map((display) => (
            <label
              key={display}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name={radioName}
                className="mt-0.5 accent-[var(--color-primary)]"
                checked={settings.taxDisplay === display}
                onChange={() => set({ taxDisplay: display })}
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium">{TAX_DISPLAY_CHOICES[display].label}</span>
                <span className="text-xs text-muted-foreground">{TAX_DISPLAY_CHOICES[display].text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <PromoCodesEditor
        codes={settings.promoCodes}
        scopeWords={scopeWords}
        onChange={(update) =>
          change((m) => ({
            ...m,
            pricingSettings: { ...m.pricingSettings, promoCodes: update(m.pricingSettings.promoCodes) },
          }))
        }
      />
    </Section>
  );
}
