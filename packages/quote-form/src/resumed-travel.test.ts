// @vitest-environment happy-dom
import { defaultFormDocument } from "@yq/form-schema/defaults";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { cleanup, render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { QuoteForm } from "./quote-form";
import { restoreChoice } from "./restore-choice";
import type { ResumedLead } from "./transport";

// A lead reopened through its follow-up link at a service area (docs/decisions/120): the resume
// answer's lead carries the server's miles, and the reopened card shows the travel line the
// accept will charge. Requests the page sends go to happy-dom's interceptor, answered in-process.

afterEach(cleanup);

type HappyWindow = {
  happyDOM: {
    settings: { fetch: { interceptor: { beforeAsyncRequest: (c: { request: Request }) => Promise<Response> } | null } };
  };
};

function reopen(lead: ResumedLead["lead"]) {
  (window as unknown as HappyWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: () =>
      Promise.resolve(
        new Response(JSON.stringify({ recorded: true }), {
          status: 201,
          headers: { "content-type": "application/json" },
        }),
      ),
  };
  const doc = defaultFormDocument();
  doc.status = "published";
  doc.serviceArea = {
    ...defaultServiceArea(),
    radius: { miles: 10, centre: { lat: 39.7817, lng: -89.6501, label: "1 Main St" } },
    travelBands: [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 10, feeCents: 500 },
    ],
  };
  const pub = toPublicDocument(doc);
  const last = { serviceType: "mowing", yardSize: "small", frequency: "weekly", lawn: null } as const;
  const resumed: ResumedLead = { lead, answers: VISITOR_ANSWERS, ...restoreChoice(pub, last, false) };
  render(
    createElement(QuoteForm, {
      document: pub,
      mode: "live",
      formId: "form-1",
      apiBase: "http://localhost:3000",
      resumed,
    }),
  );
}

const totalRows = () =>
  [...document.querySelectorAll(".yq-total-row")].map((row) => row.textContent?.replace(/\s+/g, " "));

describe("a quote reopened from its follow-up link", () => {
  it("shows the travel line for the miles the server answered", async () => {
    reopen({ leadId: "lead-1", token: "t", outsideArea: false, travelMiles: 7.2 });
    expect(await screen.findByText(/Travel/, {}, { timeout: 3000 })).toBeTruthy();
    expect(totalRows().join(" | ")).toMatch(/Travel.*\$5/);
  });

  it("shows none where the server answered no miles", async () => {
    reopen({ leadId: "lead-1", token: "t", outsideArea: false });
    await screen.findAllByText(/Total/, {}, { timeout: 3000 });
    expect(totalRows().join(" | ")).not.toMatch(/Travel/);
  });
});
