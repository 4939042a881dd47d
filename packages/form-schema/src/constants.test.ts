import { describe, expect, it } from "vitest";
import {
  BUTTON_SHAPES,
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_FIELD_TYPES,
  DEFAULT_FORM_NAME,
  ESSENTIAL_CUSTOMER_FIELDS,
  FONT_FAMILIES,
  FORM_DOCUMENT_VERSION,
  FORM_STATUSES,
  FORM_TYPE_LABELS,
  FORM_TYPES,
  MAX_UPSELL_SERVICES,
  PRICE_FREQUENCY_LABELS,
  PUBLIC_CUSTOMER_FIELD_LABELS,
  SERVICE_TYPES,
  YARD_SIZE_LABELS,
  YARD_SIZES,
} from "./constants";

describe("business constants", () => {
  it("lists the form types with their badge labels", () => {
    expect(FORM_TYPES).toEqual(["mowing_quote", "snow_quote", "other"]);
    expect(FORM_TYPE_LABELS).toEqual({
      mowing_quote: "Mowing Quote",
      snow_quote: "Snow Removal Quote",
      other: "Other",
    });
  });

  it("lists the product's statuses, fonts, shapes, sizes and services", () => {
    expect(FORM_STATUSES).toEqual(["draft", "published"]);
    expect(FONT_FAMILIES).toEqual(["Inter", "Poppins", "Lora", "Montserrat", "Raleway", "Roboto", "Open Sans"]);
    expect(BUTTON_SHAPES).toEqual(["round", "square", "rounded"]);
    expect(YARD_SIZES).toEqual(["small", "medium", "large", "custom"]);
    expect(YARD_SIZE_LABELS).toEqual({ small: "Small", medium: "Medium", large: "Large", custom: "Custom" });
    expect(SERVICE_TYPES).toEqual(["mowing", "landscaping"]);
    expect(MAX_UPSELL_SERVICES).toBe(8);
    expect(FORM_DOCUMENT_VERSION).toBe(4);
    expect(DEFAULT_FORM_NAME).toBe("Untitled Form");
  });

  it("labels customer fields for the owner and the public form", () => {
    expect(CUSTOMER_FIELD_TYPES).toEqual(["name", "email", "phone", "street", "city", "state", "zipcode"]);
    expect(ESSENTIAL_CUSTOMER_FIELDS).toEqual(["name", "email", "phone"]);
    expect(CUSTOMER_FIELD_LABELS).toEqual({
      name: "Name",
      email: "Email",
      phone: "Phone",
      street: "Address",
      city: "City",
      state: "State/Province",
      zipcode: "Zip/Postal Code",
    });
    expect(PUBLIC_CUSTOMER_FIELD_LABELS.zipcode).toBe("Zip Code");
    expect(PUBLIC_CUSTOMER_FIELD_LABELS.street).toBe("Address");
    expect(PUBLIC_CUSTOMER_FIELD_LABELS.state).toBe("State/Province");
  });

  it("labels the price frequencies", () => {
    expect(PRICE_FREQUENCY_LABELS).toEqual({ weekly: "Weekly", biweekly: "Bi-Weekly", monthly: "Monthly" });
  });
});
