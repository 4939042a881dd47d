import { z } from "zod";
import { BUTTON_SHAPES, FONT_FAMILIES } from "./constants";
import { colorSchema, priceSchema, richTextSchema } from "./fields";

// The stored customization of the earlier product also carried copies of redirectSettings and
// upsellSettings. The document keeps exactly one copy of each, at the top level; the legacy
// nested copies are lifted there by the version 0 -> 1 migration.

// Every text may hold HTML from the owner's rich-text editor, hence the rich-text bound.
const textContentSchema = z.object({
  formTitle: richTextSchema,
  formDescription: richTextSchema,
  cardTitle: richTextSchema,
  cardDescription: richTextSchema,
  submitButton: richTextSchema,
  acceptMessage: richTextSchema,
  declineMessage: richTextSchema,
  offerHeadline: richTextSchema,
  quoteDisclaimer: richTextSchema,
  acceptButton: richTextSchema,
  declineButton: richTextSchema,
  // The first step's hint of what is still missing: the owner's words around
  // "{steps}", plain text like the button labels.
  unlockHint: richTextSchema,
  // The result of a request (custom-size yard, landscaping: no price was shown):
  // its own title (plain) and message (rich), beside the accept and decline messages.
  requestTitle: richTextSchema,
  requestMessage: richTextSchema,
  formTitleEnabled: z.boolean(),
  formDescriptionEnabled: z.boolean(),
});

export const customizationSchema = z.object({
  background: colorSchema,
  fontFamily: z.enum(FONT_FAMILIES),
  buttonStyle: z.object({
    shape: z.enum(BUTTON_SHAPES),
    accept: colorSchema,
    decline: colorSchema,
    acceptText: colorSchema,
    declineText: colorSchema,
  }),
  pricingStyle: z.object({
    weekly: priceSchema,
    biweekly: priceSchema,
    monthly: priceSchema,
    brushColor: colorSchema,
    paintSplash: z.boolean(),
    backgroundColor: colorSchema,
    cardColor: colorSchema,
  }),
  quoteSection: z.object({
    backgroundColor: colorSchema,
    textColor: colorSchema,
    borderColor: colorSchema,
  }),
  serviceCard: z.object({
    backgroundColor: colorSchema,
    borderColor: colorSchema,
    textColor: colorSchema,
    priceBoxBackground: colorSchema,
    priceBoxTextColor: colorSchema,
  }),
  formFields: z.object({
    backgroundColor: colorSchema,
    borderColor: colorSchema,
    textColor: colorSchema,
  }),
  textContent: textContentSchema,
});

export type Customization = z.infer<typeof customizationSchema>;
export type TextContent = Customization["textContent"];
