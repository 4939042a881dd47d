import type { PublicPageData } from "@yq/form-schema/public-document";
import type { ResumedChoice } from "@yq/form-schema/public-payloads";
import type { ResumedLead } from "@yq/quote-form/quote-form";
import { restoreChoice } from "@yq/quote-form/restore-choice";

/**
 * A follow-up email's link (?resume=...) reopens the visitor's lead: the token is traded for the
 * saved answers and the last quote shown once, and taken out of the address so a
 * reload or a shared link starts afresh. The quote is checked against the form as published now.
 * A link that expired or whose quote was answered simply shows the form from the start.
 */
export async function resumedLead(data: PublicPageData): Promise<ResumedLead | undefined> {
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
    const body = (await res.json()) as ResumedLead & { formId: string; choice?: ResumedChoice | null };
    if (body.formId !== data.formId) return undefined;
    const restored = restoreChoice(data.document, body.choice ?? null, Boolean(data.map));
    return { lead: body.lead, answers: body.answers, ...restored };
  } catch {
    return undefined;
  }
}
