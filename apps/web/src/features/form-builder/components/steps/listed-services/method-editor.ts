import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import type { PricingMethod } from "@yq/form-schema/pricing/listed-services";
import type { PricingOf } from "@yq/form-schema/pricing/methods/method-definition";
import type { ComponentType } from "react";

/** What every pricing method's own settings editor is given (pricing-method-editor.tsx picks one). */
export type MethodEditorProps<M extends PricingMethod> = {
  pricing: PricingOf<M>;
  sizeWord: string;
  problems: ServiceProblems;
  onChange: (pricing: PricingOf<M>) => void;
};

export type MethodEditor<M extends PricingMethod> = ComponentType<MethodEditorProps<M>>;
