import type { StepProps } from "./steps/step-props";
import { BasicInfoStep } from "./steps/basic-info-step";
import { CustomerFieldsStep } from "./steps/customer-fields-step";
import { CustomizationStep } from "./steps/customization-step";
import { ServicesStep } from "./steps/services-step";
import { SettingsStep } from "./steps/settings-step";
import { YardSizesStep } from "./steps/yard-sizes-step";

const STEP_COMPONENTS = [
  BasicInfoStep,
  CustomerFieldsStep,
  ServicesStep,
  YardSizesStep,
  CustomizationStep,
  SettingsStep,
];

/** The body of the current step. */
export function StepPanel({ step, ...props }: StepProps & { step: number }) {
  const Step = STEP_COMPONENTS[step] ?? BasicInfoStep;
  return <Step {...props} />;
}
