import type { CustomerAnswers } from "./answers";
import type { ContactPayload, QuoteChoice } from "./public-payloads";

// One made-up visitor: the API description's examples (apps/server/src/openapi) and, through
// testing/visitor-answers.ts, the server's tests, the benches, the load runs and the browser
// journeys, so that they all send the public form the same answers, in the formats it accepts
// (answers.ts), and a change to those answers is made here once. Frozen: a test that wants other
// values spreads them over these ({ ...VISITOR_ANSWERS, phone: "..." }) instead of changing everyone's.

/** Every contact field the public form can show, filled as a visitor types them. */
export const VISITOR_ANSWERS: Readonly<Required<CustomerAnswers>> = Object.freeze({
  name: "Pat Visitor",
  email: "pat@example.com",
  phone: "(555) 123-4567",
  street: "1 Elm St",
  city: "Springfield",
  state: "IL",
  zipcode: "62701",
});

/** The lead's first record as the public form posts it (POST /api/public/forms/:id/leads). */
export const VISITOR_CONTACT: Readonly<ContactPayload> = Object.freeze({ answers: VISITOR_ANSWERS, consent: true });

/** The visitor accepts the default mowing form's medium yard, weekly (POST /api/public/leads/:id/response). */
export const ACCEPTED_QUOTE = Object.freeze({
  serviceType: "mowing",
  yardSize: "medium",
  responseStatus: "accept",
  frequency: "weekly",
} as const satisfies QuoteChoice);

/**
 * The visitor accepts the default snow form's 2-car driveway per push: a listed
 * service is named by its id, its size card and its plan (defaultFormDocumentFor("snow_quote")).
 */
export const ACCEPTED_SNOW_QUOTE = Object.freeze({
  serviceId: "driveway-plowing",
  sizeId: "2-car",
  plan: "per_push",
  responseStatus: "accept",
} as const satisfies QuoteChoice);
