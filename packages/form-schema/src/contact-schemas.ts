import { z } from "zod";
import {
  ADDRESS_FIELD_TYPES,
  CONTACT_FIELDS,
  type AddressFieldType,
  type ContactColumn,
  type CustomerFieldType,
} from "./contact-fields";

// The zod shapes of a contact, built from the one list in contact-fields.ts, so a
// field added there appears in every view, payload and export with its place in the order.

/**
 * Every contact value is free text. Whether an email, a phone number or a zipcode is well formed
 * is the form's own rule (answers.ts), checked only where the form asks for that field.
 */
export const contactValueSchema = z.string();

type Shape<K extends string, S extends z.ZodType> = { [P in K]: S };

function shape<K extends string, S extends z.ZodType>(keys: readonly K[], value: () => S): Shape<K, S> {
  return Object.fromEntries(keys.map((key) => [key, value()])) as Shape<K, S>;
}

const columns = CONTACT_FIELDS.map((f) => f.column);
const types = CONTACT_FIELDS.map((f) => f.type);

/** A record's or a lead's contact columns as the owner's views send them: text or null. */
export const contactColumnsShape = shape<ContactColumn, z.ZodNullable<z.ZodString>>(columns, () =>
  contactValueSchema.nullable(),
);

/** The same columns where a missing one reads as null (the record view's loading defaults). */
export const contactColumnsWithDefaultsShape = shape<ContactColumn, z.ZodDefault<z.ZodNullable<z.ZodString>>>(
  columns,
  () => contactValueSchema.nullable().default(null),
);

/** A contact keyed by field type, as the webhook payload and the emails carry it. */
export const contactByFieldSchema = z.object(
  shape<CustomerFieldType, z.ZodNullable<z.ZodString>>(types, () => contactValueSchema.nullable()),
);

/** The postal address parts, keyed by field type (what the geocoder fills in). */
export const addressPartsShape = shape<AddressFieldType, z.ZodString>(ADDRESS_FIELD_TYPES, () => contactValueSchema);
