// What a hidden value's name may be, and reading them from an address, without zod: the public
// form page uses this and must stay small (its schema is in hidden-fields.ts).

export const MAX_HIDDEN_FIELDS = 10;
/** Short identifiers, so they make sensible CSV cells and cannot smuggle anything. */
export const HIDDEN_FIELD_NAME = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;

/** The hidden values from address parameters named `hidden_<name>` (up to the limit). */
export function hiddenFieldsFromParams(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  params.forEach((value, key) => {
    const name = key.startsWith("hidden_") ? key.slice(7) : "";
    if (HIDDEN_FIELD_NAME.test(name) && Object.keys(fields).length < MAX_HIDDEN_FIELDS)
      fields[name] = value.slice(0, 500);
  });
  return fields;
}
