// The owner's snippet: <script src="https://<our host>/embed.js" data-form-id="..."></script>
// Inserts the form's iframe after the script tag, keeps its height in step with the form, and
// re-dispatches the form's events on the host page as "yardquote:<name>" DOM events (bubbling
// from the iframe element). Messages are trusted only from our origin AND our own iframe.
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  const formId = script?.getAttribute("data-form-id");
  if (!script || !formId) return;
  const origin = new URL(script.src).origin;
  const frame = document.createElement("iframe");
  // The host page rides in the fragment (never sent to our server): Stripe Checkout returns the
  // visitor here, and a lead named in ?yq_payment= reopens in the frame at its payment's status.
  const here = new URL(location.href);
  const paidLead = here.searchParams.get("yq_payment");
  here.searchParams.delete("yq_payment");
  here.hash = "";
  const fragment = new URLSearchParams({ host: here.toString(), ...(paidLead ? { payment: paidLead } : {}) });
  frame.src = `${origin}/forms/embed/${encodeURIComponent(formId)}#${fragment}`;
  frame.title = script.getAttribute("data-title") || "Instant quote form";
  frame.setAttribute("allow", "fullscreen");
  frame.style.cssText = "width:100%;height:600px;border:0;display:block";
  script.parentNode!.insertBefore(frame, script.nextSibling);

  addEventListener("message", (e: MessageEvent) => {
    const data = e.data;
    if (e.origin !== origin || e.source !== frame.contentWindow || !data || typeof data.type !== "string") return;
    if (data.type === "yq:height") {
      const height = Math.ceil(Number(data.height));
      if (height > 0 && height < 20000) frame.style.height = `${height}px`;
    } else if (data.type === "yq:checkout" && /^https:\/\/checkout\.stripe\.com\//.test(String(data.url))) {
      // The frame could not navigate the top window; the host page itself goes to Stripe Checkout.
      location.href = data.url;
    } else if (data.type === "yq:event" && /^(load|quote|accept|decline)$/.test(data.name)) {
      frame.dispatchEvent(
        new CustomEvent(`yardquote:${data.name}`, { bubbles: true, detail: { ...data.detail, formId } }),
      );
    }
  });
})();
