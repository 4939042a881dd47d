import type { PublicPageData } from "@yq/form-schema/public-document";
import { QuoteForm, type QuoteFormEvent, type ResumedLead } from "@yq/quote-form/quote-form";
import "@yq/quote-form/styles.css";
import "./embed.css";
import { StrictMode, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

// The public page: the server inlined the form (no request before the first paint); this mounts
// it, counts the view, and tells the embedding page (embed.js) its height and its events.

const inFrame = window.parent !== window;
const post = (message: object) => inFrame && window.parent.postMessage(message, "*");
// Opened on its own (a link, a phone), the backdrop fills the screen instead of ending in white
// under a short step; in a frame the page keeps its content height for embed.js to follow.
if (!inFrame) document.documentElement.classList.add("yq-standalone");

// Only non-personal facts leave the frame: the host page may be any site.
function forward(event: QuoteFormEvent) {
  const { type, ...detail } = event;
  post({ type: "yq:event", name: type, detail });
}

function reportHeight() {
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post({ type: "yq:height", height });
    }
  };
  new ResizeObserver(send).observe(document.body);
  send();
}

const dataElement = document.getElementById("yq-form-data");
const root = document.getElementById("root");
if (dataElement && root) {
  const data = JSON.parse(dataElement.textContent ?? "{}") as PublicPageData;
  const render = (resumed?: ResumedLead, page?: ReactNode) =>
    createRoot(root).render(
      <StrictMode>
        {page ?? (
          <QuoteForm
            document={data.document}
            mode="live"
            formId={data.formId}
            onEvent={forward}
            map={data.map}
            resumed={resumed}
          />
        )}
      </StrictMode>,
    );
  // A follow-up email's link (?resume=...) loads its own small chunk: most visits never need it.
  if (location.search.includes("resume="))
    void import("./resume-lead").then((m) => m.resumedLead(data.formId)).then(render);
  // Back from Stripe Checkout (decision 044): the accept message and the payment's status.
  else if (/[?#&]payment=/.test(location.href))
    void import("./payment-return").then((m) => m.paymentReturn(data)).then((page) => render(undefined, page));
  else render();
  fetch(`/api/public/forms/${data.formId}/views`, { method: "POST", credentials: "omit" }).then(
    (res) => !res.ok && res.status !== 429 && console.warn("Warning: Unable to update form analytics."),
    () => console.warn("Warning: Unable to update form analytics."),
  );
}
reportHeight();
