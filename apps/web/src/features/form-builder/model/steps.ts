import type { FormType } from "@yq/form-schema/constants";
import { FORM_TYPE_WORDS, formTypeWords } from "@yq/form-schema/form-type-words";

/** Every type's builder has the same six steps (docs/product.md, The builder's steps), in its own words. */
export const LAST_STEP = FORM_TYPE_WORDS.mowing_quote.steps.length - 1;

/** The step titles in the trade's words: a snow form's fourth step prices driveways, not yards. */
export const builderSteps = (formType: FormType) => formTypeWords(formType).steps;
