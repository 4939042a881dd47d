import { z } from "zod";

/**
 * What the builder's yard-size media picker offers: the platform's library (the
 * admin's GIFs for the size, active ones only) and the form's own uploads (every size, the asked
 * size first). A form keeps whatever URL it chose: a library item taken out later is no longer
 * offered, but its file is still served to forms that show it.
 */
const mediaChoiceSchema = z.object({
  id: z.string(),
  sizeCategory: z.string(),
  url: z.string(),
  createdAt: z.string(),
});
export type MediaChoice = z.infer<typeof mediaChoiceSchema>;

export const mediaChoicesSchema = z.object({
  library: z.array(mediaChoiceSchema),
  uploads: z.array(mediaChoiceSchema),
});
export type MediaChoices = z.infer<typeof mediaChoicesSchema>;
