import type { CustomerAnswers } from "./answers";
import {
  CONTACT_COLUMN_OF,
  CONTACT_FIELDS,
  CONTACT_KEYS,
  type ContactColumn,
  type CustomerFieldType,
} from "./contact-fields";
import type { FormDocument } from "./form-document";

// Where each contact field of the form is kept on a submission record (and in the owner's views
// of records and leads): one column per customer field type, as contact-fields.ts lists them.
// Code that copies a contact goes through these functions instead of naming the columns.

export { CONTACT_COLUMN_OF, CONTACT_KEYS, type ContactColumn };

/** How the owner's views show a contact value the visitor left empty. */
export const NOT_PROVIDED = "Not provided";

export type ContactColumns = Record<ContactColumn, string | null>;

/** A contact as the owner reads it: one value (or null) per customer field type. */
export type ContactByField = Record<CustomerFieldType, string | null>;

/** Every contact column, in the list's order, with the value `pick` finds for it (missing: null). */
export function contactColumnsFrom(pick: (column: ContactColumn) => string | null | undefined): ContactColumns {
  const columns = {} as ContactColumns;
  for (const column of CONTACT_KEYS) columns[column] = pick(column) ?? null;
  return columns;
}

/** Customer answers as stored: trimmed, empty means not given, disabled fields dropped. */
export function customerColumns(doc: Pick<FormDocument, "customerFields">, answers: CustomerAnswers): ContactColumns {
  const enabled = new Set(doc.customerFields.fields.filter((f) => f.enabled).map((f) => f.type));
  const columns = {} as ContactColumns;
  for (const { type, column } of CONTACT_FIELDS) {
    const text = (answers[type] ?? "").trim();
    columns[column] = enabled.has(type) && text !== "" ? text : null;
  }
  return columns;
}

/** The contact columns of a record (or a lead) keyed by customer field type again. */
export function contactByField(columns: Readonly<Record<ContactColumn, string | null | undefined>>): ContactByField {
  const contact = {} as ContactByField;
  for (const { type, column } of CONTACT_FIELDS) contact[type] = columns[column] ?? null;
  return contact;
}

/** A record's contact as the public form's answers: every field, empty where none was given. */
export function answersFromColumns(
  columns: Readonly<Record<ContactColumn, string | null | undefined>>,
): Record<CustomerFieldType, string> {
  const answers = {} as Record<CustomerFieldType, string>;
  for (const { type, column } of CONTACT_FIELDS) answers[type] = columns[column] ?? "";
  return answers;
}
