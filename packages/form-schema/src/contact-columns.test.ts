import { describe, expect, it } from "vitest";
import { CUSTOMER_FIELD_TYPES } from "./constants";
import {
  CONTACT_COLUMN_OF,
  CONTACT_KEYS,
  answersFromColumns,
  contactByField,
  contactColumnsFrom,
  customerColumns,
} from "./contact-columns";
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

  it("builds every column from a picker, missing as null", () => {
    const row: Record<string, string | undefined> = { customerName: "Ann", city: "C", zipcode: "" };
    expect(contactColumnsFrom((column) => row[column])).toEqual({
      customerName: "Ann",
      customerEmail: null,
      customerPhone: null,
      street: null,
      city: "C",
      state: null,
      zipcode: "",
    });
    expect(Object.keys(contactColumnsFrom(() => null))).toEqual([...CONTACT_KEYS]);
  });

  it("gives a record's contact back as the form's answers, empty where none was given", () => {
    const answers = answersFromColumns({
      customerName: "Ann",
      customerEmail: "a@x.com",
      customerPhone: null,
      street: "1 Main St",
      city: null,
      state: undefined,
      zipcode: "12345",
    });
    expect(answers).toEqual({
      name: "Ann",
      email: "a@x.com",
      phone: "",
      street: "1 Main St",
      city: "",
      state: "",
      zipcode: "12345",
    });
    expect(Object.keys(answers)).toEqual(["name", "email", "phone", "street", "city", "state", "zipcode"]);
  });
});
