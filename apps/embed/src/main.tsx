import { CUSTOMER_FIELD_TYPES } from "@yq/form-schema/contact-fields";
import type { PublicPageData } from "@yq/form-schema/public-document";
import type { TrackingSettings } from "@yq/form-schema/tracking-settings";
import { QuoteForm, type QuoteFormEvent, type ResumedLead } from "@yq/quote-form/quote-form";
import "@yq/quote-form/styles.css";
import "./embed.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { VisitExtras } from "./visit";

// Prefill (name=, email=, ...) or hidden_<name>= values in the form's address or embed.js's hash.
// Also `test=` (TEST_RUN_PARAM): the builder's Preview asks for a test run (visit.ts).
const EXTRAS = new RegExp(`(?:^|[?&])(?:hidden_[^=&]+|test|${CUSTOMER_FIELD_TYPES.join("|")})=`);
const hasExtras = (passed: URLSearchParams) => EXTRAS.test(location.search) || EXTRAS.test(`&${passed}`);

// The public page: the server inlined the form (no request before the first paint); this mounts
// it, counts the view, and tells the embedding page (embed.js) its height and its events.

const inFrame = window.parent !== window;
const post = (message: object) => inFrame && window.parent.postMessage(message, "*");
// Opened on its own (a link, a phone), the backdrop fills the screen instead of ending in white
// under a short step; in a frame the page keeps its content height for embed.js to follow.
if (!inFrame) document.documentElement.classList.add("yq-standalone");

// Only non-personal facts leave the frame: the host page may be any site. `tags` is the form's
// setting of which of the owner's tags embed.js pushes the event to.
function forward(event: QuoteFormEvent, tags: TrackingSettings) {
  const { type, ...detail } = event;
  post({ type: "yq:event", name: type, detail, tags });
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
  // What embed.js passed in the hash (visit.ts says what and why).
  const passed = new URLSearchParams(location.hash.slice(1));
  const source = inFrame
    ? { page: passed.get("page") ?? document.referrer, referrer: passed.get("ref") ?? "" }
    : { page: location.href, referrer: document.referrer };
  // The owner app's previews of the embed modes (embed.js with data-yq-preview): nothing is sent.
  const preview = passed.has("preview");
  const form = (resumed?: ResumedLead, extras?: VisitExtras) => (
    <StrictMode>
      <QuoteForm
        document={data.document}
        mode={preview ? "preview" : "live"}
        formId={data.formId}
        onEvent={(event) => forward(event, data.document.trackingSettings)}
        map={data.map}
        resumed={resumed}
        visit={{ source, hidden: extras?.hidden }}
        prefill={extras?.prefill}
      />
    </StrictMode>
  );
  const resuming = location.search.includes("resume=");
  // Most visits take over the first step the server rendered into the page (render-form.tsx).
  // Back from Stripe Checkout, a follow-up email's link (?resume=...), an address
  // with prefill or hidden values, and the owner app's previews load their own small chunks and
  // draw the page themselves, replacing it.
  if (/[?#&]payment=/.test(location.href))
    void import("./payment-return")
      .then((m) => m.paymentReturn(data))
      .then((page) => createRoot(root).render(<StrictMode>{page}</StrictMode>));
  else if (!resuming && !hasExtras(passed) && !preview) hydrateRoot(root, form());
  else
    void Promise.all([
      resuming ? import("./resume-lead").then((m) => m.resumedLead(data)) : undefined,
      hasExtras(passed) ? import("./visit").then((m) => m.readExtras(passed, data.formId)) : undefined,
    ]).then(([resumed, extras]) => createRoot(root).render(form(resumed, extras)));
  // A test run counts no view, nor does a `?test=1` the owner app did not confirm.
  if (!preview && !/[?&]test=1\b/.test(location.search))
    fetch(`/api/public/forms/${data.formId}/views`, {
      method: "POST",
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ source }),
    }).then(
      (res) => !res.ok && res.status !== 429 && console.warn("Warning: Unable to update form analytics."),
      () => console.warn("Warning: Unable to update form analytics."),
    );
}
reportHeight();
