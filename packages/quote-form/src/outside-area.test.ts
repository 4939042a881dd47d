// @vitest-environment happy-dom
import { defaultFormDocument } from "@yq/form-schema/defaults";
import type { FormDocument } from "@yq/form-schema/form-document";
import { toPublicDocument } from "@yq/form-schema/public-document";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { VISITOR_ANSWERS } from "@yq/form-schema/testing/visitor-answers";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QuoteForm } from "./quote-form";

// The public form at a service area (docs/decisions/120): every request of the page goes through
// happy-dom's fetch interceptor to an in-process answer, so the form's own request code runs.

// Typing every contact field, key by key, takes a few seconds when the suite runs in parallel.
const SLOW = 20_000;

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  localStorage.clear();
});

type HappyWindow = {
  happyDOM: {
    settings: { fetch: { interceptor: { beforeAsyncRequest: (c: { request: Request }) => Promise<Response> } | null } };
  };
};

/** The server's side: the lead's answer to its first record, and every request the page sent. */
function server(started: Record<string, unknown>) {
  const sent: string[] = [];
  (window as unknown as HappyWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: ({ request }) => {
      const path = new URL(request.url).pathname;
      sent.push(`${request.method} ${path}`);
      const body = path.endsWith("/leads") ? { leadId: "lead-1", token: "t", ...started } : { recorded: true };
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 201, headers: { "content-type": "application/json" } }),
      );
    },
  };
  return sent;
}

function form(area = true): FormDocument {
  const doc = defaultFormDocument();
  doc.status = "published";
  if (area) doc.serviceArea = { ...defaultServiceArea(), zipCodes: ["62701"] };
  return doc;
}

async function fillIn(doc: FormDocument) {
  render(
    createElement(QuoteForm, {
      document: toPublicDocument(doc),
      mode: "live",
      formId: "form-1",
      apiBase: "http://localhost:3000",
    }),
  );
  const user = userEvent.setup();
  const typed: [RegExp, string][] = [
    [/^Name/, VISITOR_ANSWERS.name],
    [/^Email/, VISITOR_ANSWERS.email],
    [/^Phone/, VISITOR_ANSWERS.phone],
    [/^Address/, VISITOR_ANSWERS.street],
    [/^City/, VISITOR_ANSWERS.city],
    [/^State/, VISITOR_ANSWERS.state],
    [/^Zip/, "62999"],
  ];
  await waitFor(() => expect(screen.getByLabelText(typed[0]![0]).closest("fieldset")?.disabled).toBe(false));
  for (const [label, value] of typed) await user.type(screen.getByLabelText(label), value);
  return user;
}

describe("the public form at a service area", () => {
  it(
    "shows the business's words in place of any price when the server says the address is outside",
    async () => {
      // A clock the test moves past the phone's 500 ms pause (use-quote-flow.ts), instead of
      // sleeping through it; it still runs on its own so typing and the fetches go on.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const sent = server({ outsideArea: true, message: "We don't serve 62999 yet" });
      const user = await fillIn(form());
      // The phone alone reveals no prices while the address is unchecked.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByText(/Mowing Service/)).toBeNull();
      await user.click(screen.getByRole("checkbox"));
      const words = await screen.findByText("We don't serve 62999 yet");
      const status = words.closest<HTMLElement>('[role="status"]')!;
      expect(status.textContent).toContain("We don't serve 62999 yet");
      expect(status.textContent).toMatch(/details have been passed on/);
      await waitFor(() => expect(document.activeElement).toBe(status));
      expect(screen.queryByText(/Mowing Service/)).toBeNull();
      expect(screen.queryByText(/\$\d/)).toBeNull();
      expect(sent.filter((s) => s.endsWith("/leads"))).toEqual(["POST /api/public/forms/form-1/leads"]);
    },
    SLOW,
  );

  it(
    "goes on to the services once the server places the address inside",
    async () => {
      server({ outsideArea: false });
      const user = await fillIn(form());
      await user.click(screen.getByRole("checkbox"));
      expect(await screen.findByText(/Mowing Service/, {}, { timeout: 3000 })).toBeTruthy();
      expect(screen.queryByText(/We don't serve/)).toBeNull();
    },
    SLOW,
  );

  it(
    "keeps the form as it was without an area: the phone reveals the services before any lead",
    async () => {
      const sent = server({});
      await fillIn(form(false));
      expect(await screen.findByText(/Mowing Service/, {}, { timeout: 3000 })).toBeTruthy();
      expect(sent.filter((s) => s.endsWith("/leads"))).toEqual([]);
    },
    SLOW,
  );
});
