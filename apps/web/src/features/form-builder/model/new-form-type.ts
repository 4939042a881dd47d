import { FORM_TYPES, type FormType } from "@yq/form-schema/constants";

/**
 * The type a new form's address asks for (/forms/new?type=snow_quote, from New Form's choice);
 * /forms/new alone, or an unknown type, is a Mowing Quote as it always was.
 */
export function formTypeOfSearch(search: URLSearchParams): FormType {
  const asked = search.get("type");
  return FORM_TYPES.find((type) => type === asked) ?? "mowing_quote";
}
