// @vitest-environment happy-dom
import { defaultFormDocumentFor } from "@yq/form-schema/defaults";
import { previewDocument } from "@yq/form-schema/public-document";
import { defaultServiceArea } from "@yq/form-schema/service-area";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ListedServiceStep, type ListedAnswer } from "./listed-service-step";
import { previewTransport } from "./transport";
import type { QuoteFlow } from "./use-quote-flow";

// The travel line on the card (docs/decisions/120): the miles are the server's answer to the
// lead's first record; the card prices them with the same engine the server runs on the accept.

afterEach(cleanup);

function setUp(travelMiles: number | undefined) {
  const doc = defaultFormDocumentFor("snow_quote");
  doc.serviceArea = {
    ...defaultServiceArea(),
    zipCodes: ["62701"],
    travelBands: [
      { upToMiles: 5, feeCents: 0 },
      { upToMiles: 10, feeCents: 500 },
    ],
  };
  const lead = { leadId: "lead-1", token: "t", outsideArea: false, ...(travelMiles ? { travelMiles } : {}) };
  const flow = {
    answers: {},
    answer: () => {},
    transport: previewTransport(),
    busy: false,
    lead,
  } as unknown as QuoteFlow;
  const answers: ListedAnswer[] = [];
  render(
    createElement(ListedServiceStep, {
      doc: previewDocument(doc),
      service: doc.services.listed[0]!,
      flow,
      idPrefix: "t",
      map: null,
      onQuoteShown: () => {},
      onAnswer: (_response, answer) => answers.push(answer),
    }),
  );
  return { user: userEvent.setup(), answers };
}

const totalRows = () =>
  [...document.querySelectorAll(".yq-total-row")].map((row) => row.textContent?.replace(/\s+/g, " "));

async function pickPerPush(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole("group", { name: "Driveway size" })).getByRole("radio", { name: /2-car/ }));
  await user.click(
    within(screen.getByRole("group", { name: "Choose your plan" })).getByRole("radio", { name: /Per push/ }),
  );
}

describe("the travel line on the public form's card", () => {
  it("shows the band's fee for the server's miles and accepts the total with it", async () => {
    const { user, answers } = setUp(7.2);
    await pickPerPush(user);
    expect(totalRows().join(" | ")).toMatch(/Travel.*\$5/);
    expect(totalRows().at(-1)).toBe("Total$55");
    await user.click(screen.getByRole("button", { name: /^Accept \$55/ }));
    expect(answers[0]!.agreement?.lines.map((l) => [l.kind, l.totalCents])).toEqual([
      ["service", 5000],
      ["travel", 500],
    ]);
  });

  it("shows no travel line without miles from the server", async () => {
    const { user } = setUp(undefined);
    await pickPerPush(user);
    expect(totalRows()).toEqual(["Driveway Plowing$50 per push", "Total$50"]);
  });
});
