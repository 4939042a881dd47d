// The owner's snippet: <script src="https://<our host>/embed.js" data-form-id="..."></script>
// Inserts the form's iframe after the script tag, keeps its height in step with the form, and
// re-dispatches the form's events on the host page as "yardquote:<name>" DOM events (bubbling
// from the iframe element). Messages are trusted only from our origin AND our own iframe.
import type { ShowChrome } from "./chrome";

(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const formId = script?.getAttribute("data-form-id");
  if (!script || !formId) return;
  const origin = new URL(script.src).origin;
  const frame = document.createElement("iframe");
  // The host page's address and referrer (where the visitor came from), the snippet's
  // data-prefill-<field> and data-hidden-<name> values, and this page's yq_<name> parameters,
  // in the hash: the form page reads them, our server never sees the hash.
  // data-yq-<name> passes <name> as is (data-yq-preview: the owner app's previews send nothing).
  // The page is also where Stripe Checkout brings the visitor back; a lead named in ?yq_payment=
  // (passed as payment=) reopens in the frame at its payment's status.
  const pass = new URLSearchParams({ page: location.href, ref: document.referrer });
  for (const { name, value } of Array.from(script.attributes)) {
    const m = /^data-(prefill|hidden|yq)-(.+)$/.exec(name);
    if (m) pass.set((m[1] === "hidden" ? "hidden_" : "") + m[2], value);
  }
  new URLSearchParams(location.search).forEach((value, key) => {
    if (key.startsWith("yq_")) pass.set(key.slice(3), value);
  });
  // Back from Checkout, the return key has been passed on: the host page's address lets go of it
  // at once, so it is not bookmarked, shared or sent back again.
  const here = new URL(location.href);
  if (here.searchParams.has("yq_payment")) {
    here.searchParams.delete("yq_payment");
    history.replaceState(history.state, "", here.href);
    pass.set("page", here.href);
  }
  const src = `${origin}/forms/embed/${encodeURIComponent(formId)}#${pass}`;
  const title = script.getAttribute("data-title") || "Instant quote form";
  frame.title = title;
  frame.setAttribute("allow", "fullscreen");
  frame.style.cssText = "width:100%;height:600px;border:0;display:block";
  // data-mode: inline (default), full-page (the form fills the window), popup
  // (a button opens it in a dialog) or slide-in (a corner button opens a side panel). The last
  // three are drawn in the form's own look by embed-chrome.js, loaded only for them,
  // with what the server's check said of the form (`chrome`, JSON, or null when it said nothing).
  const mode = script.getAttribute("data-mode");
  const insert = (chrome: string | null) => {
    if (mode === "popup" || mode === "slide-in" || mode === "full-page") {
      const code = document.createElement("script");
      code.src = `${origin}/embed-chrome.js`;
      code.onload = () =>
        (window as unknown as { YardQuoteChrome: ShowChrome }).YardQuoteChrome({
          mode,
          frame,
          src,
          script,
          chrome,
          origin,
        });
      document.head.append(code);
    } else {
      frame.src = src;
      script.parentNode!.insertBefore(frame, script.nextSibling);
    }
  };
  // The form's owner may list the sites allowed to embed it. A script from our
  // server (allowed wherever this one is; a fetch would need the page's connect-src too) marks
  // itself with the reason when this page is not one of them: then nothing is inserted (the form
  // page's CSP would refuse the frame anyway). Allowed, or no answer at all: the form goes in.
  const check = document.createElement("script");
  check.src = `${origin}/embed-check.js?form=${encodeURIComponent(formId)}&origin=${encodeURIComponent(location.origin)}`;
  check.onload = check.onerror = () => {
    const refused = check.getAttribute("data-refused");
    check.remove();
    if (refused) console.error(`YardQuote: ${refused}`);
    else insert(check.getAttribute("data-chrome"));
  };
  document.head.append(check);

  // Conversions for the owner's own tags, when the form's setting says so (the form page sends it
  // with each event) and the page has them: GTM / GA4's dataLayer, Meta's fbq.
  const NAMES: Record<string, [string, string]> = {
    lead: ["yardquote_lead_started", "Lead"],
    quote: ["yardquote_quote_shown", "ViewContent"],
    accept: ["yardquote_quote_accepted", "Subscribe"],
  };
  function push(name: string, detail: { value?: unknown; currency?: unknown }, tags: Record<string, unknown>) {
    const names = NAMES[name];
    const w = window as unknown as { dataLayer?: { push?: (o: object) => void }; fbq?: (...a: unknown[]) => void };
    if (!names) return;
    const value = typeof detail.value === "number" ? { value: detail.value, currency: String(detail.currency) } : {};
    if (tags.dataLayer === true && w.dataLayer && typeof w.dataLayer.push === "function")
      w.dataLayer.push(Object.assign({ event: names[0], yardquote_form_id: formId }, value));
    if (tags.metaPixel === true && typeof w.fbq === "function") w.fbq("track", names[1], value);
  }

  addEventListener("message", (e: MessageEvent) => {
    const data = e.data;
    if (e.origin !== origin || e.source !== frame.contentWindow || !data || typeof data.type !== "string") return;
    // The owner's redirect after an accept, or Stripe Checkout when the frame could not send the
    // top window there itself: the host page goes.
    if (
      (data.type === "yq:redirect" && /^https?:/i.test(data.url)) ||
      (data.type === "yq:checkout" && /^https:\/\/checkout\.stripe\.com\//.test(data.url))
    )
      location.href = data.url;
    // A full page and a side panel are filled by the frame, which scrolls itself.
    else if (data.type === "yq:height" && !/full|slide/.test(mode!)) {
      const height = Math.ceil(Number(data.height));
      if (height > 0 && height < 20000) frame.style.height = `${height}px`;
    } else if (data.type === "yq:event" && /^(load|lead|quote|accept|decline)$/.test(data.name)) {
      // Object.assign, not a spread: for this build's target a spread brings ~0.3 KB of helpers.
      const detail = Object.assign({}, data.detail, { formId });
      frame.dispatchEvent(new CustomEvent(`yardquote:${data.name}`, { bubbles: true, detail }));
      push(data.name, detail, data.tags || {});
    }
  });
})();
