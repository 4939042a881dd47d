import type { CustomerAnswers } from "../answers";
import type { ContactPayload, QuoteChoice } from "../public-payloads";

// One made-up visitor for the server's tests, the benches, the load runs and the browser journeys,
// so that they all send the public form the same answers, in the formats it accepts (answers.ts),
// and a change to those answers is made here once. Frozen: a test that wants other values spreads
// them over these ({ ...VISITOR_ANSWERS, phone: "..." }) instead of changing everyone's.

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
 * The visitor accepts the default snow form's 2-car driveway per push (decision 097): a listed
 * service is named by its id, its size card and its plan (defaultFormDocumentFor("snow_quote")).
 */
export const ACCEPTED_SNOW_QUOTE = Object.freeze({
  serviceId: "driveway-plowing",
  sizeId: "2-car",
  plan: "per_push",
  responseStatus: "accept",
} as const satisfies QuoteChoice);

/**
 * The `i`-th of many distinct visitors (load runs, benches): a name and an email of their own, the
 * sample's address. `run` keeps two runs' visitors apart on one form. The phone is made of the
 * number's last digits, so it repeats every 10,000 visitors and a search by phone digits
 * ("5551234") finds a few visitors among many.
 */
export function numberedVisitor(i: number, run = ""): Required<CustomerAnswers> {
  const last = (n: number) => String(i).padStart(n, "0").slice(-n);
  return {
    ...VISITOR_ANSWERS,
    name: `${VISITOR_ANSWERS.name} ${i}`,
    email: `visitor${run ? `-${run}` : ""}-${i}@example.com`,
    phone: `(555) ${last(3)}-${last(4)}`,
  };
}
