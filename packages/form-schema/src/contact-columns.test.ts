import { describe, expect, it } from "vitest";
import { CUSTOMER_FIELD_TYPES } from "./constants";
import { CONTACT_COLUMN_OF, CONTACT_KEYS, contactByField, customerColumns } from "./contact-columns";
import { defaultFormDocument } from "./defaults";

describe("contact columns", () => {
  it("gives every customer field its own column", () => {
    expect(CONTACT_KEYS).toEqual([
      "customerName",
      "customerEmail",
      "customerPhone",
      "street",
      "city",
      "state",
      "zipcode",
    ]);
    expect(new Set(CUSTOMER_FIELD_TYPES.map((t) => CONTACT_COLUMN_OF[t])).size).toBe(CUSTOMER_FIELD_TYPES.length);
  });

  it("stores trimmed answers of enabled fields only, empty as null", () => {
    const doc = defaultFormDocument();
    doc.customerFields.fields = doc.customerFields.fields.map((f) =>
      f.type === "street" ? { ...f, enabled: false } : f,
    );
    const columns = customerColumns(doc, { name: "  Ann  ", email: "", street: "1 Main St", zipcode: "12345" });
    expect(columns).toEqual({
      customerName: "Ann",
      customerEmail: null,
      customerPhone: null,
      street: null,
      city: null,
      state: null,
      zipcode: "12345",
    });
  });

  it("reads the columns back by field type", () => {
    const contact = contactByField({
      customerName: "Ann",
      customerEmail: "a@x.com",
      customerPhone: null,
      street: undefined,
      city: "C",
      state: "S",
      zipcode: "1",
    });
    expect(contact).toEqual({
      name: "Ann",
      email: "a@x.com",
      phone: null,
      street: null,
      city: "C",
      state: "S",
      zipcode: "1",
    });
  });
});
