import { escapeHtml } from "@yq/form-schema/rich-text";
import type { Db } from "../db/client";
import { HttpError } from "../lib/http-error";
import { unsubscribe } from "./follow-ups.service";
import { businessOfUnsubscribeLink } from "./unsubscribe-business";

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.6rem 1rem;border-radius:.4rem;border:0;background:#2f6b2f;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

// The page names the business the visitor knows; "this business" only when the
// account has no name or the link is not valid.
const from = (business: string | null) => (business ? escapeHtml(business) : "this business");

/** The page the unsubscribe link opens: a button that posts the token (follow-ups.routes.ts says why). */
export async function unsubscribePage(db: Db, token: string) {
  const business = await businessOfUnsubscribeLink(db, token);
  return page(
    business ? `Unsubscribe from ${business}'s follow-up emails` : "Unsubscribe from follow-up emails",
    `<p>You will not get follow-up emails about unfinished quotes from ${from(business)} again.</p>
<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

/** Unsubscribes the token's address; the page saying so, or a 404 page for a link not valid. */
export async function unsubscribeAnswer(db: Db, token: string): Promise<{ html: string; status: 200 | 404 }> {
  try {
    const { email } = await unsubscribe(db, token);
    const business = await businessOfUnsubscribeLink(db, token);
    return {
      html: page(
        "You are unsubscribed",
        `<p>${escapeHtml(email)} will not get follow-up emails from ${from(business)} again.</p>`,
      ),
      status: 200,
    };
  } catch (err) {
    if (err instanceof HttpError)
      return { html: page("Link not valid", `<p>${escapeHtml(err.message)}</p>`), status: 404 };
    throw err;
  }
}
