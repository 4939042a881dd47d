import { describe, expect, it } from "vitest";
import {
  hasEnoughPhoneDigits,
  isValidEmail,
  isValidPhone,
  isValidZipcode,
  phoneDigits,
  validateConsent,
  validateCustomerAnswers,
  validateServiceSelection,
} from "./answers";
import { defaultCustomerFields } from "./defaults";

const complete = { name: "Ann", email: "ann@example.com", phone: "123-456-7890" };

describe("validateCustomerAnswers", () => {
  it("accepts the required fields filled in", () => {
    expect(validateCustomerAnswers(defaultCustomerFields(), complete)).toEqual([]);
  });

  it("reports each missing required field with its public label, in field order", () => {
    expect(validateCustomerAnswers(defaultCustomerFields(), { email: "  " })).toEqual([
      { field: "name", title: "Required Field Missing", message: "Please enter your Name" },
      { field: "email", title: "Required Field Missing", message: "Please enter your Email" },
      { field: "phone", title: "Required Field Missing", message: "Please enter your Phone" },
    ]);
  });

  it("uses the labels Address, State/Province and Zip Code for required optional fields", () => {
    const fields = defaultCustomerFields();
    for (const f of fields.fields) f.required = true;
    const messages = validateCustomerAnswers(fields, complete).map((e) => e.message);
    expect(messages).toEqual([
      "Please enter your Address",
      "Please enter your City",
      "Please enter your State/Province",
      "Please enter your Zip Code",
    ]);
  });

  it("gives the exact format messages for email, phone and zipcode", () => {
    expect(
      validateCustomerAnswers(defaultCustomerFields(), {
        ...complete,
        email: "ann@example",
        phone: "12345",
        zipcode: "1234",
      }),
    ).toEqual([
      { field: "email", title: "Invalid Email", message: "Please enter a valid email address" },
      {
        field: "phone",
        title: "Invalid Phone Number",
        message: "Please enter a valid phone number (e.g., 123-456-7890)",
      },
      { field: "zipcode", title: "Invalid Zipcode", message: "Please enter a valid zipcode" },
    ]);
  });

  it("skips disabled fields and optional empty ones", () => {
    const fields = defaultCustomerFields();
    const zip = fields.fields.find((f) => f.type === "zipcode")!;
    zip.enabled = false;
    zip.required = true;
    expect(validateCustomerAnswers(fields, { ...complete, zipcode: "bad" })).toEqual([]);
    expect(validateCustomerAnswers(defaultCustomerFields(), { ...complete, city: "" })).toEqual([]);
  });
});

describe("format rules", () => {
  it("email: text@text.text without spaces", () => {
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail(" a@b.co ")).toBe(true);
    expect(isValidEmail("a b@c.de")).toBe(false);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("@b.co")).toBe(false);
  });

  it("phone: 10 digits with optional parentheses, separators and leading +1", () => {
    for (const ok of [
      "1234567890",
      "123-456-7890",
      "(123) 456-7890",
      "(123)456-7890",
      "123.456.7890",
      "123 456 7890",
      "+1 123-456-7890",
      "+1 (123) 456 7890",
      "1-123-456-7890",
      "12345678901",
    ]) {
      expect(isValidPhone(ok), ok).toBe(true);
    }
    for (const bad of [
      "123456789",
      "22345678901",
      "+12 345 678 9012",
      "+2 123 456 7890",
      "123-45-67890",
      "(123 456-7890",
      "abc-def-ghij",
      "123_456_7890",
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });

  it("zipcode: 5 digits or 5+4", () => {
    expect(isValidZipcode("12345")).toBe(true);
    expect(isValidZipcode("12345-6789")).toBe(true);
    expect(isValidZipcode("1234")).toBe(false);
    expect(isValidZipcode("123456")).toBe(false);
    expect(isValidZipcode("12345-678")).toBe(false);
    expect(isValidZipcode("K1A 0B1")).toBe(false);
  });

  it("counts phone digits to reveal the services at 10", () => {
    expect(phoneDigits("+1 (234) 567-89")).toBe("123456789");
    expect(hasEnoughPhoneDigits("(123) 456-789")).toBe(false);
    expect(hasEnoughPhoneDigits("(123) 456-7890")).toBe(true);
  });
});

describe("service and consent checks", () => {
  it("requires a service, and a yard size for mowing", () => {
    expect(validateServiceSelection({})).toEqual([
      { field: "serviceType", title: "Service Required", message: "Please select a service type" },
    ]);
    expect(validateServiceSelection({ serviceType: "mowing", yardSize: null })).toEqual([
      { field: "yardSize", title: "Yard Size Required", message: "Please select a yard size" },
    ]);
    expect(validateServiceSelection({ serviceType: "mowing", yardSize: "small" })).toEqual([]);
    expect(validateServiceSelection({ serviceType: "landscaping" })).toEqual([]);
  });

  it("requires consent only when the form shows the checkbox", () => {
    const fields = defaultCustomerFields();
    expect(validateConsent(fields, false)).toHaveLength(1);
    expect(validateConsent(fields, true)).toEqual([]);
    fields.consent.enabled = false;
    expect(validateConsent(fields, false)).toEqual([]);
  });
});
