import { snowPricingSchema, type SnowPricing } from "@yq/form-schema/pricing/listed-services";
import type { ComponentProps } from "react";
import { NumberField } from "../../fields/number-field";

/** The snow settings that are one number each (listed-services.ts, snowPricingSchema). */
type SnowNumber = "maxPushes" | "instalments" | "triggerInches" | "extraInchesOver";

type Props = Pick<ComponentProps<typeof NumberField>, "label" | "hint" | "suffix" | "placeholder" | "disabled"> & {
  name: SnowNumber;
  pricing: SnowPricing;
  onChange: (pricing: SnowPricing) => void;
};

/**
 * One number of a snow service. Its bounds, whether it must be whole and whether it may be empty
 * are the schema's, so the field refuses exactly what a save would and the numbers
 * are written down once.
 */
export function SnowNumberField({ name, pricing, onChange, ...shown }: Props) {
  const schema = snowPricingSchema.shape[name];
  // maxPushes is nullable: empty means unlimited. The others are plain bounded numbers.
  const number = "unwrap" in schema ? schema.unwrap() : schema;
  const optional = number !== schema;
  const { minValue, maxValue, isInt } = number;
  if (minValue === null || maxValue === null) throw new Error(`snowPricingSchema.${name} needs a min and a max`);
  // Only a number within the bounds arrives, or null when the field may be empty.
  const set = (value: number | null) => onChange({ ...pricing, [name]: optional ? value : (value ?? pricing[name]) });
  return (
    <NumberField
      {...shown}
      value={pricing[name]}
      min={minValue}
      max={maxValue}
      integer={isInt}
      optional={optional}
      onChange={set}
    />
  );
}
