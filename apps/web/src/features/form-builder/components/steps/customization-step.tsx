import { BUTTON_SHAPES, FONT_FAMILIES, type ButtonShape, type FontFamily } from "@yq/form-schema/constants";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { BackgroundField } from "./background-field";
import { ColorGroup } from "./color-group";
import { PricingStyleSection } from "./pricing-style-section";
import { Section, type CustomizationChange } from "./section";
import { TextContentSection } from "./text-content-section";
import type { StepProps } from "./step-props";

const SHAPE_LABELS: Record<ButtonShape, string> = { round: "Round", square: "Square", rounded: "Rounded" };

export function CustomizationStep({ model, change }: StepProps) {
  const c = model.customization;
  const set: CustomizationChange = (update) => change((m) => ({ ...m, customization: update(m.customization) }));
  const fontId = useId();
  const shapeId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Section title="Background & Font">
        <BackgroundField value={c.background} onChange={(background) => set((x) => ({ ...x, background }))} />
        <div className="flex flex-col gap-2">
          <Label htmlFor={fontId}>Font Family</Label>
          <Select value={c.fontFamily} onValueChange={(v) => set((x) => ({ ...x, fontFamily: v as FontFamily }))}>
            <SelectTrigger id={fontId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FONT_FAMILIES.map((font) => (
                <SelectItem key={font} value={font}>
                  <span style={{ fontFamily: `"${font}", ui-sans-serif, system-ui, sans-serif` }}>{font}</span>
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </Section>
      <Section title="Buttons">
        <div className="flex flex-col gap-2">
          <Label htmlFor={shapeId}>Button Shape</Label>
          <Select
            value={c.buttonStyle.shape}
            onValueChange={(v) => set((x) => ({ ...x, buttonStyle: { ...x.buttonStyle, shape: v as ButtonShape } }))}
          >
            <SelectTrigger id={shapeId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {BUTTON_SHAPES.map((shape) => (
                <SelectItem key={shape} value={shape}>
                  {SHAPE_LABELS[shape]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <ColorGroup
          values={c.buttonStyle}
          labels={{
            accept: "Accept Button Color",
            acceptText: "Accept Text Color",
            decline: "Decline Button Color",
            declineText: "Decline Text Color",
          }}
          onChange={(key, value) => set((x) => ({ ...x, buttonStyle: { ...x.buttonStyle, [key]: value } }))}
        />
      </Section>
      <PricingStyleSection customization={c} set={set} />
      <Section title="Quote Section">
        <ColorGroup
          values={c.quoteSection}
          labels={{ backgroundColor: "Quote Background", textColor: "Quote Text", borderColor: "Quote Border" }}
          onChange={(key, value) => set((x) => ({ ...x, quoteSection: { ...x.quoteSection, [key]: value } }))}
        />
      </Section>
      <Section title="Service Cards">
        <ColorGroup
          values={c.serviceCard}
          labels={{
            backgroundColor: "Card Background",
            borderColor: "Card Border",
            textColor: "Card Text",
            priceBoxBackground: "Price Box Background",
            priceBoxTextColor: "Price Box Text",
          }}
          onChange={(key, value) => set((x) => ({ ...x, serviceCard: { ...x.serviceCard, [key]: value } }))}
        />
      </Section>
      <Section title="Form Fields">
        <ColorGroup
          values={c.formFields}
          labels={{ backgroundColor: "Field Background", borderColor: "Field Border", textColor: "Field Text" }}
          onChange={(key, value) => set((x) => ({ ...x, formFields: { ...x.formFields, [key]: value } }))}
        />
      </Section>
      <TextContentSection textContent={c.textContent} formType={model.formType} set={set} />
    </div>
  );
}
