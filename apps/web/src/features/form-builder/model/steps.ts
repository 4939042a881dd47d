export const BUILDER_STEPS = [
  "Basic Info",
  "Customer Fields",
  "Services",
  "Yard Sizes",
  "Customization",
  "Settings",
] as const;
export const LAST_STEP = BUILDER_STEPS.length - 1;
