import type { CustomerAnswers } from "@yq/form-schema/answers";
import { CUSTOMER_FIELD_TYPES } from "@yq/form-schema/constants";
import { hiddenFieldsFromParams, MAX_HIDDEN_FIELDS } from "@yq/form-schema/hidden-field-names";
import { TEST_RUN_PARAM } from "@yq/form-schema/test-run";
import { testRunToken } from "./test-run";

// What the page knows of the visit beyond where it came from. embed.js
// passes the host page's address and referrer and the snippet's prefill and hidden values in the
// frame's hash (the hash never reaches our server, so the page stays one cached response). The
// form's own address may carry the same names (`?email=...&hidden_campaign=...`): a direct link,
// or an iframe written by hand. The snippet's values win over the address's. A chunk of its own:
// main.tsx loads it only when the address carries any of these.

export type VisitExtras = { prefill: CustomerAnswers; hidden?: Record<string, string> };

export async function readExtras(passed: URLSearchParams, formId: string): Promise<VisitExtras> {
  const own = new URLSearchParams(location.search);
  // The builder's Preview: the page becomes a test run once the owner app says so.
  if (own.get(TEST_RUN_PARAM) === "1") await testRunToken(formId);
  const prefill: CustomerAnswers = {};
  for (const field of CUSTOMER_FIELD_TYPES) {
    const value = passed.get(field) ?? own.get(field);
    if (value) prefill[field] = value.slice(0, 500);
  }
  const hidden = Object.entries({ ...hiddenFieldsFromParams(own), ...hiddenFieldsFromParams(passed) });
  return { prefill, ...(hidden.length ? { hidden: Object.fromEntries(hidden.slice(0, MAX_HIDDEN_FIELDS)) } : {}) };
}
