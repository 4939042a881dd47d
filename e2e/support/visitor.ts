import type { CustomerAnswers } from "@yq/form-schema/answers";
import { CUSTOMER_FIELD_TYPES, PUBLIC_CUSTOMER_FIELD_LABELS } from "@yq/form-schema/constants";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import type { Locator } from "playwright-core";

// What a visitor types into the public form, for the journeys (the answers themselves are the
// shared sample in packages/form-schema/src/testing/visitor-answers.ts).

/** The page, a frame of it (an embed) or a part of it (a builder preview): all find fields by label. */
export type FormScope = Pick<Locator, "getByLabel">;

/** The sample visitor's name, email, phone and zip code: what most journeys type before consent. */
export const QUICK_CONTACT: CustomerAnswers = {
  name: VISITOR_ANSWERS.name,
  email: VISITOR_ANSWERS.email,
  phone: VISITOR_ANSWERS.phone,
  zipcode: VISITOR_ANSWERS.zipcode,
};

/** Types the given answers into their fields, in the form's order; fields not given are left as they are. */
export async function fillContact(scope: FormScope, answers: CustomerAnswers) {
  for (const type of CUSTOMER_FIELD_TYPES) {
    const value = answers[type];
    if (value !== undefined) await scope.getByLabel(PUBLIC_CUSTOMER_FIELD_LABELS[type]).fill(value);
  }
}
