import type { ResumedLead } from "@yq/quote-form/quote-form";

/**
 * A follow-up email's link (?resume=...) reopens the visitor's lead: the token is traded for the
 * saved answers once, and taken out of the address so a reload or a shared link starts afresh.
 * A link that expired or whose quote was answered simply shows the form from the start.
 */
export async function resumedLead(formId: string): Promise<ResumedLead | undefined> {
  const params = new URLSearchParams(window.location.search);
  const token = params.get("resume");
  if (!token) return undefined;
  params.delete("resume");
  const rest = params.toString();
  history.replaceState(null, "", `${window.location.pathname}${rest ? `?${rest}` : ""}`);
  try {
    const res = await fetch("/api/public/follow-ups/resume", {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    if (!res.ok) return undefined;
    const body = (await res.json()) as ResumedLead & { formId: string };
    return body.formId === formId ? { lead: body.lead, answers: body.answers } : undefined;
  } catch {
    return undefined;
  }
}
