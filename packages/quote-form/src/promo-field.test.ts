// @vitest-environment happy-dom
import type { PromoCodeCheck } from "@yq/form-schema/promo-code-check";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { promoWords, PromoField } from "./promo-field";
import { RequestError } from "./transport";

afterEach(cleanup);

const SPRING: PromoCodeCheck = { code: "SPRING10", kind: "percent", value: 10, scope: "first" };

/** The field as the offer holds it: the code applied is the offer's state. */
function Harness(props: { check: (code: string) => Promise<PromoCodeCheck> }) {
  const [applied, setApplied] = useState<PromoCodeCheck | null>(null);
  return createElement(PromoField, {
    idPrefix: "t",
    applied,
    unit: "push",
    minimumCents: null,
    check: props.check,
    onApplied: setApplied,
    disabled: false,
  });
}

function setUp(check: (code: string) => Promise<PromoCodeCheck>) {
  const asked: string[] = [];
  render(
    createElement(Harness, {
      check: (code) => {
        asked.push(code);
        return check(code);
      },
    }),
  );
  return { user: userEvent.setup(), asked };
}

describe("PromoField", () => {
  it("opens from its link by keyboard, applies a code with Enter and says what it gives", async () => {
    const { user, asked } = setUp(() => Promise.resolve(SPRING));
    const toggle = screen.getByRole("button", { name: "Have a promo code?" });
    expect(screen.queryByLabelText("Promo code")).toBeNull();
    toggle.focus();
    await user.keyboard("{Enter}");
    const field = await screen.findByLabelText("Promo code");
    await expect.poll(() => document.activeElement).toBe(field);
    await user.keyboard(" spring10 {Enter}");
    expect(asked).toEqual(["spring10"]);
    const applied = await screen.findByRole("status");
    expect(applied.textContent).toBe("SPRING10 applied: 10% off your first pushRemove code");
    // The field gave way to what the code gives; the focus is there, not lost to the page's top.
    await expect.poll(() => document.activeElement).toBe(applied);
    // Removed, the field is back for another code.
    await user.click(screen.getByRole("button", { name: "Remove code" }));
    expect((screen.getByLabelText("Promo code") as HTMLInputElement).value).toBe("");
  });

  it.each(["This code is not valid.", "This code has expired.", "This code has been used up."])(
    "says the server's refusal under the field: %s",
    async (message) => {
      const { user } = setUp(() => Promise.reject(new RequestError(422, message)));
      await user.click(screen.getByRole("button", { name: "Have a promo code?" }));
      const field = screen.getByLabelText("Promo code");
      await user.type(field, "OLD5");
      await user.click(screen.getByRole("button", { name: "Apply" }));
      expect((await screen.findByRole("alert")).textContent).toBe(message);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toBe("t-promo-message");
      // Typing again clears the message.
      await user.type(field, "X");
      expect(screen.getByRole("alert").textContent).toBe("");
    },
  );

  it("asks for a code before sending an empty one, and says a lost connection plainly", async () => {
    const { user, asked } = setUp(() => Promise.reject(new RequestError(0, "")));
    await user.click(screen.getByRole("button", { name: "Have a promo code?" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toBe("Please type your promo code.");
    expect(asked).toEqual([]);
    await user.type(screen.getByLabelText("Promo code"), "SPRING10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Could not check the code. Please try again.");
  });
});

describe("promoWords", () => {
  it("says the discount in the plan's unit", () => {
    expect(promoWords(SPRING, "visit")).toBe("10% off your first visit");
    expect(promoWords({ ...SPRING, kind: "amount", value: 20, scope: "every" }, "round")).toBe("$20 off every round");
    expect(promoWords({ ...SPRING, kind: "amount", value: 12.5, scope: "every" }, "season")).toBe(
      "$12.50 off the season",
    );
  });
});
