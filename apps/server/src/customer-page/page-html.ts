import type { Customization } from "@yq/form-schema/customization";
import { escapeHtml } from "@yq/form-schema/rich-text";
import type { BusinessIdentity } from "../mail/business-identity";
import { mediaUrl } from "../storage/storage";

// The frame of every customer page: server-rendered, no script, phone first (390 px), in the
// form's colours with the business's name, logo and phone, like the follow-up pages
// (follow-ups/follow-up-pages.ts) but a page the customer comes back to, so it looks finished.

export const html = escapeHtml;

/** The form's colours a page uses; anything that is not a plain hex colour falls back. */
export type Theme = { accent: string; accentText: string; brand: string };

const DEFAULT_THEME: Theme = { accent: "#4CAF50", accentText: "#FFFFFF", brand: "#4D8B31" };
const hex = (value: string | undefined, fallback: string) =>
  value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback;

export function themeOf(customization: Customization | null): Theme {
  if (!customization) return DEFAULT_THEME;
  return {
    accent: hex(customization.buttonStyle.accept, DEFAULT_THEME.accent),
    accentText: hex(customization.buttonStyle.acceptText, DEFAULT_THEME.accentText),
    brand: hex(customization.serviceCard.borderColor, DEFAULT_THEME.brand),
  };
}

const CSS = `*{box-sizing:border-box}
body{margin:0;background:#f3f4f1;color:#1d2a1d;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
a{color:var(--brand)}
.top{background:#fff;border-bottom:3px solid var(--brand)}
.top-in{max-width:44rem;margin:0 auto;padding:.75rem 1rem;display:flex;align-items:center;gap:.75rem}
.top img{max-height:44px;max-width:120px;object-fit:contain}
.biz{font-weight:700;font-size:1.05rem;flex:1;min-width:0;overflow-wrap:anywhere}
.call{white-space:nowrap;font-weight:600;text-decoration:none;border:1px solid #d4d8cf;border-radius:999px;padding:.35rem .8rem;font-size:.9rem;color:#1d2a1d}
main{max-width:44rem;margin:0 auto;padding:1rem 1rem 2rem}
h1{font-size:1.45rem;line-height:1.25;margin:.25rem 0 .25rem}
h2{font-size:1.05rem;margin:0 0 .75rem}
.card{background:#fff;border:1px solid #e3e6de;border-radius:14px;padding:1.1rem;margin:0 0 1rem;box-shadow:0 1px 2px rgba(0,0,0,.03)}
.muted{color:#5d6b5d}.small{font-size:.875rem}
.price{font-size:1.25rem;font-weight:700;margin:.25rem 0}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.3rem .9rem;margin:.75rem 0 0;font-size:.95rem}
.facts dt{color:#5d6b5d}.facts dd{margin:0}
.pill{display:inline-block;font-size:.78rem;font-weight:700;border-radius:999px;padding:.1rem .6rem;vertical-align:middle}
.ok{background:#e3f3e0;color:#1f5a1a}.warn{background:#fff3cd;color:#6b4e00}.bad{background:#fde2e1;color:#8a1c17}.off{background:#eceee9;color:#4b564b}
.flash{border-radius:12px;padding:.8rem 1rem;margin:0 0 1rem;font-weight:600}
.flash.good{background:#e3f3e0;color:#1f5a1a}.flash.error{background:#fde2e1;color:#8a1c17}
.notice{background:#fff8e1;border-color:#f0d78c}
.list{list-style:none;margin:0;padding:0}
.list>li{border-top:1px solid #eceee9;padding:.85rem 0}.list>li:first-child{border-top:0;padding-top:0}
.row{display:flex;justify-content:space-between;gap:.75rem;align-items:baseline;flex-wrap:wrap}
.when{font-weight:700}
.actions{display:flex;gap:.4rem;flex-wrap:wrap;margin-top:.6rem;align-items:flex-start}
.btn{display:inline-block;font:inherit;font-weight:600;font-size:.95rem;border-radius:10px;padding:.6rem 1rem;border:1px solid transparent;cursor:pointer;text-decoration:none;text-align:center;min-height:44px}
.actions .btn{padding:.55rem .75rem;font-size:.9rem}
.primary{background:var(--accent);color:var(--accent-text)}
.secondary{background:#fff;color:#1d2a1d;border-color:#cfd4c9}
.danger{background:#b3261e;color:#fff}
.link-danger{background:none;border:0;color:#b3261e;padding:.6rem 0;text-decoration:underline}
.wide{width:100%}
details{flex:0 1 auto}details[open]{flex:1 1 100%}
summary{list-style:none}summary::-webkit-details-marker{display:none}
details[open] summary{margin-bottom:.5rem}
textarea,input[type=email]{width:100%;font:inherit;border:1px solid #cfd4c9;border-radius:10px;padding:.6rem .7rem;background:#fff}
textarea{min-height:5.5rem;resize:vertical}
label{display:block;font-weight:600;margin:.25rem 0 .35rem}
.receipt{margin-top:.4rem;font-size:.875rem;color:#3e4a3e;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:center}
.ref{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8rem;color:#5d6b5d}
footer{max-width:44rem;margin:0 auto;padding:0 1rem 2.5rem;text-align:center;font-size:.85rem;color:#5d6b5d}
.grid{display:flex;flex-direction:column}.grid>div{display:contents}.grid>div>*{order:1}.grid .first{order:0}.grid .last{order:2}
@media (min-width:760px){main{padding-top:1.75rem}h1{font-size:1.7rem}}
@media (min-width:960px){.wide-page .top-in,.wide-page main,.wide-page footer{max-width:68rem}
.grid{display:grid;grid-template-columns:22rem minmax(0,1fr);gap:0 1.25rem;align-items:start}.grid>div{display:block}}`;

/** The business's bar: logo, name, and a call button when it has a phone. */
function header(business: BusinessIdentity | null): string {
  if (!business) return "";
  const logo = business.logoPath ? `<img src="${html(mediaUrl(business.logoPath))}" alt="">` : "";
  const name = business.name ? `<div class="biz">${html(business.name)}</div>` : `<div class="biz"></div>`;
  const phone = business.phone
    ? `<a class="call" href="tel:${html(business.phone.replace(/[^+\d]/g, ""))}">Call ${html(business.phone)}</a>`
    : "";
  return `<header class="top"><div class="top-in">${logo}${name}${phone}</div></header>`;
}

export function layout(input: {
  title: string;
  theme: Theme;
  business: BusinessIdentity | null;
  body: string;
  /** Two columns on a wide screen (the plan page); the short pages stay one narrow column. */
  wide?: boolean;
  /** More of the head: the step that sends the window on to Stripe. */
  head?: string;
}) {
  const { theme } = input;
  const vars = `:root{--accent:${theme.accent};--accent-text:${theme.accentText};--brand:${theme.brand}}`;
  const by = input.business?.name ? `${html(input.business.name)} · ` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">${input.head ?? ""}<title>${html(input.title)}</title>
<style>${vars}
${CSS}</style></head><body${input.wide ? ' class="wide-page"' : ""}>${header(input.business)}<main>${input.body}</main>
<footer>${by}Plan page by YardQuote</footer></body></html>`;
}

/** A message shown once at the top, after an action came back to the page. */
export const flash = (kind: "good" | "error", text: string) =>
  `<div class="flash ${kind}" role="${kind === "error" ? "alert" : "status"}">${html(text)}</div>`;

/** A form that posts to `action` with one button (no script: a plain form post). */
export const postButton = (action: string, label: string, className: string, extra = "") =>
  `<form method="post" action="${html(action)}">${extra}<button class="btn ${className}" type="submit">${html(label)}</button></form>`;
