import { normalizeRedirectUrl } from "@yq/form-schema/redirect";

export const POPUP_BLOCKED = "Popup was blocked. Please allow popups and try again.";
export const UNABLE_TO_REDIRECT = "Unable to redirect. Please use the link below.";

export const redirectTarget = normalizeRedirectUrl;

export type RedirectOutcome = { ok: true } | { ok: false; title: string; message: string; url?: string };

/**
 * Sends the visitor on after an accepted quote. Inside an iframe "same tab" means the owner's
 * page (the top window), which a cross-origin frame may navigate after the visitor has clicked
 * in it; a refusal is reported, never swallowed.
 */
export function followRedirect(rawUrl: string, openInNewTab: boolean): RedirectOutcome {
  const normalized = normalizeRedirectUrl(rawUrl);
  if (!normalized.ok) return { ok: false, title: "Redirect Failed", message: normalized.message };
  const url = normalized.url;
  if (openInNewTab) {
    const win = window.open(url, "_blank");
    if (!win) return { ok: false, title: "Redirect Failed", message: POPUP_BLOCKED, url };
    try {
      win.opener = null;
    } catch {
      // a cross-origin window may refuse; it was opened all the same
    }
    return { ok: true };
  }
  // Under embed.js (it passes the host page in the hash) the host page goes there itself: a page
  // may always navigate itself, while a cross-origin frame needs the visitor's recent click.
  if (window.parent !== window && window.location.hash.includes("page=")) {
    window.parent.postMessage({ type: "yq:redirect", url }, "*");
    return { ok: true };
  }
  try {
    (window.top ?? window).location.href = url;
    return { ok: true };
  } catch {
    return { ok: false, title: "Redirect Failed", message: UNABLE_TO_REDIRECT, url };
  }
}
