import { testRunStorageKey } from "@yq/form-schema/test-run";

// The owner's test run: the builder's Preview opens the form with `?test=1`. The
// page asks the owner app, with the owner's session (same site, so the cookie goes along), for a
// token that marks the leads it starts as tests; anyone else gets nothing, and the form is then
// the live form as usual. The token waits in the tab's sessionStorage for the lead's start
// (quote-form's kept-lead.ts). In visit.ts's chunk, which only addresses with extras download.

export async function testRunToken(formId: string): Promise<string | undefined> {
  try {
    const res = await fetch(`/api/forms/${encodeURIComponent(formId)}/test-runs/token`, {
      method: "POST",
      credentials: "include",
    });
    if (!res.ok) return undefined;
    const { token } = (await res.json()) as { token?: string };
    if (!token) return undefined;
    sessionStorage.setItem(testRunStorageKey(formId), token);
    showBanner();
    return token;
  } catch {
    return undefined;
  }
}

/** Tells the owner that what they send now is a test: no lead, no email to a customer, no charge. */
function showBanner() {
  const note = document.createElement("p");
  note.className = "yq-test-run";
  note.setAttribute("role", "status");
  note.textContent =
    "Test run: what you send here is kept apart from your leads (see Test runs on the form's submissions) " +
    "and sends no email or text to customers, no webhook and takes no payment.";
  document.body.prepend(note);
}
