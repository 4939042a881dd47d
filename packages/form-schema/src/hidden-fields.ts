import { z } from "zod";
import { HIDDEN_FIELD_NAME as NAME, MAX_HIDDEN_FIELDS } from "./hidden-field-names";

// Extra values the owner's embed code (or the form's address) passes with a lead, e.g. a
// campaign id: stored with the lead as given and shown in the details and the CSV.

export const hiddenFieldsSchema = z
  .record(z.string(), z.string().max(500, "A hidden value can be at most 500 characters."))
  .superRefine((fields, ctx) => {
    const names = Object.keys(fields);
    const bad = names.find((name) => !NAME.test(name));
    if (bad !== undefined)
      ctx.addIssue({
        code: "custom",
        message: `Hidden field names are letters, digits, - and _ (up to 40, starting with a letter): "${bad.slice(0, 40)}" is not one.`,
      });
    if (names.length > MAX_HIDDEN_FIELDS)
      ctx.addIssue({ code: "custom", message: `At most ${MAX_HIDDEN_FIELDS} hidden values can be sent with a lead.` });
  });

export type HiddenFields = z.infer<typeof hiddenFieldsSchema>;

/** "campaign=spring; ad=12": one CSV cell for however many values a lead carries. */
export function hiddenFieldsText(fields: HiddenFields): string {
  return Object.entries(fields)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

/** A stored value read defensively; anything unreadable is no hidden values. */
export function readHiddenFields(raw: unknown): HiddenFields {
  const parsed = hiddenFieldsSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}
