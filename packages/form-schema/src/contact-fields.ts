// The contact fields every form asks for, defined once. Their order here is the
// editor's default order and the order of every list of them: the owner's record and lead views,
// the CSV columns, the webhook payload's contact and the lead emails. Each field names the key of
// a visitor's answer (`type`), the column a record keeps it in (`column`) and its labels. The
// field type list, the labels, the column mapping and the zod shapes (contact-schemas.ts) are all
// derived from this list. No zod here: the public form's first chunk reads the labels and stays
// without zod. Nor are the derived lists marked pure: the bundler would
// then move this module out of the public form's entry into a chunk of its own, one more request
// before the first paint.

export const CONTACT_FIELDS = [
  { type: "name", column: "customerName", label: "Name", essential: true, address: false },
  { type: "email", column: "customerEmail", label: "Email", essential: true, address: false },
  { type: "phone", column: "customerPhone", label: "Phone", essential: true, address: false },
  { type: "street", column: "street", label: "Address", essential: false, address: true },
  { type: "city", column: "city", label: "City", essential: false, address: true },
  { type: "state", column: "state", label: "State/Province", essential: false, address: true },
  // Visitors read "Zip Code", owners "Zip/Postal Code".
  {
    type: "zipcode",
    column: "zipcode",
    label: "Zip/Postal Code",
    publicLabel: "Zip Code",
    essential: false,
    address: true,
  },
] as const satisfies readonly {
  /** The answer's key (also the contact key of the webhook payload and the emails). */
  type: string;
  /** The record's column and the key in the owner's record and lead views. */
  column: string;
  /** The label on the owner's screens, the CSV header and the emails. */
  label: string;
  /** The label on the public form, when it differs. */
  publicLabel?: string;
  /** Always required and enabled; the editor can neither toggle nor move it. */
  essential: boolean;
  /** A part of the postal address (the map's geocoder fills these). */
  address: boolean;
}[];

type ContactField = (typeof CONTACT_FIELDS)[number];
type TypesOf<T extends readonly unknown[]> = { readonly [K in keyof T]: T[K] extends { type: infer X } ? X : never };

export type CustomerFieldType = ContactField["type"];
export type ContactColumn = ContactField["column"];
export type AddressFieldType = Extract<ContactField, { address: true }>["type"];

/** Every field type, in the list's order (a tuple, so zod enums and tests see the exact list). */
export const CUSTOMER_FIELD_TYPES = CONTACT_FIELDS.map((f) => f.type) as unknown as TypesOf<typeof CONTACT_FIELDS>;

export const ESSENTIAL_CUSTOMER_FIELDS: readonly CustomerFieldType[] = CONTACT_FIELDS.filter((f) => f.essential).map(
  (f) => f.type,
);

/** The parts of the postal address, in the list's order. */
export const ADDRESS_FIELD_TYPES = CONTACT_FIELDS.filter((f) => f.address).map(
  (f) => f.type,
) as readonly AddressFieldType[];

const byType = <V>(value: (field: ContactField) => V) =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f.type, value(f)])) as Record<CustomerFieldType, V>;

/** Field labels on the owner screens. */
export const CUSTOMER_FIELD_LABELS: Record<CustomerFieldType, string> = byType((f) => f.label);

/** Field labels on the public form. */
export const PUBLIC_CUSTOMER_FIELD_LABELS: Record<CustomerFieldType, string> = byType((f) =>
  "publicLabel" in f ? f.publicLabel : f.label,
);

/** The column of each customer field type. */
export const CONTACT_COLUMN_OF = byType((f) => f.column) as {
  readonly [F in ContactField as F["type"]]: F["column"];
};

/** Every contact column, in the list's order. */
export const CONTACT_KEYS: readonly ContactColumn[] = CONTACT_FIELDS.map((f) => f.column);
