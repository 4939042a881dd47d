import type { CustomerAnswers } from "@yq/form-schema/answers";
import { TEST_RUN_HEADER, testRunStorageKey } from "@yq/form-schema/test-run";
import type { Lead, Post, Visit } from "./transport";

// The lead this browser started on a form, kept so a reload or a later visit continues it:
// the server joins it while it is open, and answers a new lead otherwise. Kept in
// localStorage, which a browser may refuse a frame on another site: then only the email or phone
// finds the visitor again. The owner's test runs send the token the page kept in
// the tab's sessionStorage (apps/embed/src/test-run.ts) and keep their own lead, apart from the
// owner's real visits. A chunk of its own: the visitor needs it only
// once they give their contact answers, and the page's first download has a budget.

type LeadStart = { answers: CustomerAnswers; consent: boolean; website: string } & Visit;

/** Starts the visitor's lead, or continues the one this browser kept (the default: one name less to download). */
export default async function startKeptLead(post: Post, formId: string, start: LeadStart): Promise<Lead> {
  const testRun = stored(() => sessionStorage.getItem(testRunStorageKey(formId)));
  const key = `yq-lead:${formId}${testRun ? ":test" : ""}`;
  const kept = keptLead(key);
  const path = `/forms/${formId}/leads${kept ? `?lead=${encodeURIComponent(kept.leadId)}` : ""}`;
  const headers: Record<string, string> = testRun ? { [TEST_RUN_HEADER]: testRun } : {};
  const lead = await post<Lead>(path, start, kept?.token, headers);
  keepLead(key, lead);
  return lead;
}

// Whatever is stored proves nothing by itself: the server checks each token.
const keptLead = (key: string) => stored(() => JSON.parse(localStorage.getItem(key) ?? "null") as Lead | null);

/** What storage holds; null when it holds nothing or refuses to be read. */
function stored<T>(read: () => T | null): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function keepLead(key: string, { leadId, token }: Lead) {
  try {
    localStorage.setItem(key, JSON.stringify({ leadId, token }));
  } catch {
    // Storage refused (a frame's partitioned storage, private mode): the email or phone still counts.
  }
}
