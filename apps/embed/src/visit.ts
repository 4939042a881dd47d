import type { CustomerAnswers } from "@yq/form-schema/answers";
import { CUSTOMER_FIELD_TYPES } from "@yq/form-schema/constants";
import { hiddenFieldsFromParams, MAX_HIDDEN_FIELDS } from "@yq/form-schema/hidden-field-names";
import type { Visit } from "@yq/quote-form/quote-form";

// What the page knows of the visit (issue 20 items 3 and 6). embed.js passes the host page's
// address and referrer and the snippet's prefill and hidden values in the frame's hash (the hash
// never reaches our server, so the page stays one cached response). The form's own address may
// carry the same names (`?email=...&hidden_campaign=...`): a direct link, or an iframe written by
// hand. The snippet's values win over the address's.

export type PageVisit = { visit: Visit; prefill: CustomerAnswers };

export function readVisit(inFrame: boolean): PageVisit {
  const own = new URLSearchParams(location.search);
  const passed = new URLSearchParams(location.hash.slice(1));
  // In a frame without embed.js the referrer is the page the frame is on (as far as its
  // referrer policy tells); opened alone, the page is this one.
  const page = inFrame ? (passed.get("page") ?? document.referrer) : location.href;
  const referrer = inFrame ? (passed.get("ref") ?? "") : document.referrer;
  const prefill: CustomerAnswers = {};
  for (const field of CUSTOMER_FIELD_TYPES) {
    const value = passed.get(field) ?? own.get(field);
    if (value) prefill[field] = value.slice(0, 500);
  }
  const hidden = Object.entries({ ...hiddenFieldsFromParams(own), ...hiddenFieldsFromParams(passed) });
  return {
    visit: {
      source: { page: page.slice(0, 2000) || undefined, referrer: referrer.slice(0, 2000) || undefined },
      ...(hidden.length ? { hidden: Object.fromEntries(hidden.slice(0, MAX_HIDDEN_FIELDS)) } : {}),
    },
    prefill,
  };
}
