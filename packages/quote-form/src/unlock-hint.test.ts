import { defaultCustomerFields } from "@yq/form-schema/defaults";
import type { CustomerFields } from "@yq/form-schema/form-document";
import { richText } from "@yq/form-schema/rich-text";
import { describe, expect, it } from "vitest";
import { missingSteps, unlockHint } from "./unlock-hint";

const fields = (change?: (f: CustomerFields) => void): CustomerFields => {
  const f = structuredClone(defaultCustomerFields());
  change?.(f);
  return f;
};
const PHONE = "555-123-4567";

describe("missingSteps", () => {
  it("walks a visitor from an empty form to nothing missing", () => {
    const f = fields();
    expect(missingSteps(f, {}, false)).toBe("Fill in your name, email and phone, and agree to the terms");
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com" }, false)).toBe(
      "Fill in your phone and agree to the terms",
    );
    // A phone short of its 10 digits is still missing: the services do not appear for it either.
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com", phone: "555-123" }, false)).toBe(
      "Fill in your phone and agree to the terms",
    );
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com", phone: PHONE }, false)).toBe("Agree to the terms");
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com", phone: PHONE }, true)).toBeNull();
  });

  it("names fields in the owner's order, only required and shown ones, and spaces are no answer", () => {
    const f = fields((x) => {
      for (const field of x.fields) if (field.type === "zipcode") Object.assign(field, { required: true, order: 0 });
      for (const field of x.fields) if (field.type === "city") Object.assign(field, { required: true, enabled: false });
    });
    expect(missingSteps(f, { name: "Kim", email: "  ", phone: PHONE }, true)).toBe("Fill in your zip code and email");
  });

  it("says the required fields when more than three are missing", () => {
    const f = fields((x) => {
      for (const field of x.fields) if (field.type === "street") field.required = true;
    });
    expect(missingSteps(f, {}, false)).toBe("Fill in the required fields and agree to the terms");
    expect(missingSteps(f, {}, true)).toBe("Fill in the required fields");
  });

  it("leaves the terms out of a form without the consent box", () => {
    const f = fields((x) => {
      x.consent.enabled = false;
    });
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com" }, false)).toBe("Fill in your phone");
    expect(missingSteps(f, { name: "Kim", email: "kim@example.com", phone: PHONE }, false)).toBeNull();
  });
});

describe("unlockHint", () => {
  it("puts the steps in the owner's words, and shows nothing once nothing is missing", () => {
    expect(unlockHint(richText("{steps} to get your quote."), "Agree to the terms")).toBe(
      "Agree to the terms to get your quote.",
    );
    expect(unlockHint(richText("Almost there: {steps}!"), "Fill in your phone")).toBe(
      "Almost there: Fill in your phone!",
    );
    expect(unlockHint(richText("{steps} to get your quote."), null)).toBeNull();
  });

  it("shows an owner's text without the placeholder as written, and a blank one falls back to the steps", () => {
    expect(unlockHint(richText("Fill in the form to see prices &amp; times."), "Agree to the terms")).toBe(
      "Fill in the form to see prices &amp; times.",
    );
    expect(unlockHint(richText("  "), "Agree to the terms")).toBe("Agree to the terms.");
  });
});
