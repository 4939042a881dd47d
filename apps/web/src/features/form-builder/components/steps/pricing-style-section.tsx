import type { Customization } from "@yq/form-schema/form-document";
import { PriceInput } from "../fields/price-input";
import { SwitchField } from "../fields/switch-field";
import { ColorGroup } from "./color-group";
import { Section, type CustomizationChange } from "./section";

export function PricingStyleSection({ customization, set }: { customization: Customization; set: CustomizationChange }) {
  const p = customization.pricingStyle;
  const patch = (next: Partial<Customization["pricingStyle"]>) => set((x) => ({ ...x, pricingStyle: { ...x.pricingStyle, ...next } }));
  return (
    <Section title="Pricing Style">
      <div className="grid gap-3 @sm:grid-cols-3">
        <PriceInput label="Displayed Weekly Price" value={p.weekly} onChange={(weekly) => patch({ weekly })} />
        <PriceInput label="Displayed Bi-Weekly Price" value={p.biweekly} onChange={(biweekly) => patch({ biweekly })} />
        <PriceInput label="Displayed Monthly Price" value={p.monthly} onChange={(monthly) => patch({ monthly })} />
      </div>
      <ColorGroup
        values={p}
        labels={{ brushColor: "Brush Color", backgroundColor: "Pricing Background", cardColor: "Pricing Card" }}
        onChange={(key, value) => patch({ [key]: value })}
      />
      <SwitchField label="Paint Splash" checked={p.paintSplash} onCheckedChange={(paintSplash) => patch({ paintSplash })} />
    </Section>
  );
}
