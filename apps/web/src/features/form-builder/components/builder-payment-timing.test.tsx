// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import { newEditorModel, type EditorModel } from "@yq/form-schema/editor-model";
import { Hono } from "hono";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render-app";
import { PaymentSection } from "./steps/payment-section";

// The payment setting's charge timing (decision 122): offered once the form asks for a payment or a
// saved card, saved in paymentSettings.chargeTiming.

const connected = () =>
  new Hono().get("/api/payments/account", (c) =>
    c.json({ billingEnabled: true, status: "connected", accountId: "acct_1", chargesEnabled: true }),
  );

function Harness({ seen }: { seen: EditorModel[] }) {
  const [model, setModel] = useState(newEditorModel());
  return (
    <PaymentSection
      model={model}
      change={(update) =>
        setModel((current) => {
          const next = update(current);
          seen.push(next);
          return next;
        })
      }
    />
  );
}

describe("the charge timing of a saved card", () => {
  it("is offered with a saved card and saved; not without a payment", async () => {
    const seen: EditorModel[] = [];
    const { user } = renderApp(<Harness seen={seen} />, { server: connected() });
    const mode = await screen.findByRole("combobox", { name: "Ask Customers To" });
    expect(screen.queryByRole("combobox", { name: "Charge The Saved Card" })).toBeNull();

    await user.click(mode);
    await user.click(await screen.findByRole("option", { name: "Save a card for the recurring service" }));
    const timing = await screen.findByRole("combobox", { name: "Charge The Saved Card" });
    expect(within(timing).getByText("Charge each visit when I mark it done")).toBeTruthy();
    await user.click(timing);
    await user.click(
      await screen.findByRole("option", { name: "Charge in advance (monthly, or a season in its instalments)" }),
    );
    expect(seen.at(-1)!.paymentSettings).toMatchObject({ mode: "card", chargeTiming: "advance" });
  });

  it("is offered with a deposit, for the visits after it", async () => {
    const { user } = renderApp(<Harness seen={[]} />, { server: connected() });
    await user.click(await screen.findByRole("combobox", { name: "Ask Customers To" }));
    await user.click(await screen.findByRole("option", { name: "Take a deposit" }));
    expect(await screen.findByRole("combobox", { name: "Charge The Saved Card" })).toBeTruthy();
    expect(screen.getByText(/this is how it pays for the visits after the first payment/)).toBeTruthy();
  });
});
