import type { CustomerAnswers } from "../answers";
import { VISITOR_ANSWERS } from "../visitor-examples";

// The made-up visitor lives in visitor-examples.ts (the API description shows it too); the tests
// take it from here with the helpers that only tests need.
export { ACCEPTED_QUOTE, ACCEPTED_SNOW_QUOTE, VISITOR_ANSWERS, VISITOR_CONTACT } from "../visitor-examples";

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
