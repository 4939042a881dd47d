import type { StepProps } from "./steps/step-props";
import { BasicInfoStep } from "./steps/basic-info-step";
import { CustomerFieldsStep } from "./steps/customer-fields-step";
import { CustomizationStep } from "./steps/customization-step";
import { DrivewaySizesStep } from "./steps/driveway-sizes-step";
import { ServicesStep } from "./steps/services-step";
import { SettingsStep } from "./steps/settings-step";
import { YardSizesStep } from "./steps/yard-sizes-step";

/** The fourth step prices the form's sizes: yards on a lawn form, driveways on a snow form. */
function SizesStep(props: StepProps) {
  return props.model.formType === "snow_quote" ? <DrivewaySizesStep {...props} /> : <YardSizesStep {...props} />;
}

const STEP_COMPONENTS = [BasicInfoStep, CustomerFieldsStep, ServicesStep, SizesStep, CustomizationStep, SettingsStep];

/** The body of the current step. */
export function StepPanel({ step, ...props }: StepProps & { step: number }) {
  const Step = STEP_COMPONENTS[step] ?? BasicInfoStep;
  return <Step {...props} />;
}
