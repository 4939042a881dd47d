import type { Customization } from "@yq/form-schema/form-document";
import type { EditorCustomization } from "@yq/form-schema/editor-model";
import { SwitchField } from "../fields/switch-field";
import { ColorGroup } from "./color-group";
import { Section, type CustomizationChange } from "./section";

export function PricingStyleSection({
  customization,
  set,
}: {
  customization: EditorCustomization;
  set: CustomizationChange;
}) {
  const p = customization.pricingStyle;
  const patch = (next: Partial<Customization["pricingStyle"]>) =>
    set((x) => ({ ...x, pricingStyle: { ...x.pricingStyle, ...next } }));
  return (
    <Section title="Pricing Style">
      {/* The "displayed prices" of the stored document are not edited here: the quote card shows,
          and the server records, each yard size's own prices (docs/decisions/021). */}
      <p className="text-sm text-muted-foreground">
        Colours of the quote card: the pricing background sits behind the whole form, the pricing card colour fills each
        price option, and the brush colour paints the stroke under the offer headline, the chosen price's rim and the
        paint splash.
      </p>
      <ColorGroup
        values={p}
        labels={{ brushColor: "Brush Color", backgroundColor: "Pricing Background", cardColor: "Pricing Card" }}
        onChange={(key, value) => patch({ [key]: value })}
      />
      <SwitchField
        label="Paint Splash"
        checked={p.paintSplash}
        onCheckedChange={(paintSplash) => patch({ paintSplash })}
      />
    </Section>
  );
}
