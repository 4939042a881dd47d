import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import type { SnowPricing, SnowSize } from "@yq/form-schema/pricing/listed-services";
import { FieldMessage } from "../../fields/field-message";
import { MonthDayField } from "../../fields/month-day-field";
import { PriceInput } from "../../fields/price-input";
import { SwitchField } from "../../fields/switch-field";
import { SizeCardsEditor } from "./size-cards-editor";
import { SnowNumberField } from "./snow-number-field";

type Props = {
  pricing: SnowPricing;
  sizeWord: string;
  problems: ServiceProblems;
  onChange: (pricing: SnowPricing) => void;
};

const emptySize = (id: string): SnowSize => ({
  id,
  enabled: true,
  label: "",
  description: "",
  perPushPrice: 0,
  seasonalPrice: 0,
});

/** Snow: per push and/or a seasonal contract by driveway size, the season, and when and how we plow. */
export function SnowPricingEditor({ pricing, sizeWord, problems, onChange }: Props) {
  const set = (patch: Partial<SnowPricing>) => onChange({ ...pricing, ...patch });
  return (
    <div className="flex flex-col divide-y [&>*]:py-5 [&>*:first-child]:pt-0 [&>*:last-child]:pb-0">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Plans offered</legend>
        <div className="grid gap-2 @sm:grid-cols-2">
          <SwitchField
            className="rounded-md border p-3"
            label="Per push"
            description="Charged each time we plow."
            checked={pricing.perPushEnabled}
            onCheckedChange={(perPushEnabled) => set({ perPushEnabled })}
          />
          <SwitchField
            className="rounded-md border p-3"
            label="Seasonal contract"
            description="One price for the whole season."
            checked={pricing.seasonalEnabled}
            onCheckedChange={(seasonalEnabled) => set({ seasonalEnabled })}
          />
        </div>
        <FieldMessage message={problems.plans} />
      </fieldset>

      <SizeCardsEditor
        sizeWord={sizeWord}
        sizes={pricing.sizes}
        prices={[
          { key: "perPushPrice", label: "Per push", disabled: !pricing.perPushEnabled },
          { key: "seasonalPrice", label: "Seasonal", disabled: !pricing.seasonalEnabled },
        ]}
        problems={problems}
        newSize={emptySize}
        onChange={(sizes) => set({ sizes })}
      />

      {pricing.seasonalEnabled && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-semibold">Season</legend>
          <div className="grid grid-cols-2 items-start gap-3">
            <MonthDayField
              label="Season starts"
              value={pricing.seasonStart}
              onChange={(seasonStart) => set({ seasonStart })}
            />
            <MonthDayField
              label="Season ends"
              value={pricing.seasonEnd}
              problem={problems.season}
              onChange={(seasonEnd) => set({ seasonEnd })}
            />
            <SnowNumberField
              name="maxPushes"
              label="Pushes included"
              placeholder="Unlimited"
              hint="Leave empty for unlimited pushes."
              pricing={pricing}
              onChange={onChange}
            />
            <SnowNumberField
              name="instalments"
              label="Instalments"
              hint="The seasonal price is paid in this many equal parts."
              pricing={pricing}
              onChange={onChange}
            />
          </div>
        </fieldset>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">Snowfall</legend>
        <div className="flex flex-col gap-3">
          <div className="@sm:w-1/2 @sm:pr-1.5">
            <SnowNumberField
              name="triggerInches"
              label="We plow from"
              suffix="in"
              hint="Shown to the visitor: we come when snow reaches this depth."
              pricing={pricing}
              onChange={onChange}
            />
          </div>
          <div className="grid grid-cols-2 items-start gap-3">
            <PriceInput
              label="Price per extra inch"
              value={pricing.extraInchPrice}
              onChange={(extraInchPrice) => set({ extraInchPrice })}
            />
            <SnowNumberField
              name="extraInchesOver"
              label="Extra inches over"
              suffix="in"
              disabled={pricing.extraInchPrice <= 0}
              hint="Each inch above this depth adds the price per extra inch; $0 for none."
              pricing={pricing}
              onChange={onChange}
            />
          </div>
        </div>
      </fieldset>
    </div>
  );
}
