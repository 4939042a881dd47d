import { CUSTOMER_FIELD_TYPES, type CustomerFieldType } from "./constants";
import type { CustomerAnswers } from "./answers";
import type { FormDocument } from "./form-document";

// Where each contact field of the form is kept on a submission record (and in the owner's views
// of records and leads): one column per customer field type.

/** The column of each customer field type. */
export const CONTACT_COLUMN_OF = {
  name: "customerName",
  email: "customerEmail",
  phone: "customerPhone",
  street: "street",
  city: "city",
  state: "state",
  zipcode: "zipcode",
} as const satisfies Record<CustomerFieldType, string>;

export type ContactColumn = (typeof CONTACT_COLUMN_OF)[CustomerFieldType];

/** Every contact column, in the order of the customer field types. */
export const CONTACT_KEYS = CUSTOMER_FIELD_TYPES.map((type) => CONTACT_COLUMN_OF[type]) as readonly ContactColumn[];

export type ContactColumns = Record<ContactColumn, string | null>;

/** A contact as the owner reads it: one value (or null) per customer field type. */
export type ContactByField = Record<CustomerFieldType, string | null>;

/** Customer answers as stored: trimmed, empty means not given, disabled fields dropped. */
export function customerColumns(doc: Pick<FormDocument, "customerFields">, answers: CustomerAnswers): ContactColumns {
  const enabled = new Set(doc.customerFields.fields.filter((f) => f.enabled).map((f) => f.type));
  const columns = {} as ContactColumns;
  for (const type of CUSTOMER_FIELD_TYPES) {
    const text = (answers[type] ?? "").trim();
    columns[CONTACT_COLUMN_OF[type]] = enabled.has(type) && text !== "" ? text : null;
  }
  return columns;
}

/** The contact columns of a record (or a lead) keyed by customer field type again. */
export function contactByField(columns: Readonly<Record<ContactColumn, string | null | undefined>>): ContactByField {
  const contact = {} as ContactByField;
  for (const type of CUSTOMER_FIELD_TYPES) contact[type] = columns[CONTACT_COLUMN_OF[type]] ?? null;
  return contact;
}
