import type { Customization } from "./customization";
import { richText } from "./rich-text";

/**
 * The first step's hint: the form puts what is still missing in place of {steps},
 * e.g. "Agree to the terms to get your quote." Stored escaped, as every plain text setting.
 */
export const DEFAULT_UNLOCK_HINT = "{steps} to get your quote.";

/** The result of a request, where no price was shown. Stored escaped / as rich text. */
export const DEFAULT_REQUEST_TEXTS = {
  requestTitle: "Request received",
  requestMessage: "Thank you! We have your project details and will get back to you with a quote.",
} as const;

// The product's default look. Values not marked are the specified defaults; none were given for the pricing-style colours,
// quote section, form fields and quote disclaimer; ours are marked "ours" below and follow the
// public form's default look (dark blue backdrop, yellow card, green accents).
export function defaultCustomization(): Customization {
  return {
    background: "#FFFFFF",
    fontFamily: "Inter",
    buttonStyle: {
      shape: "rounded",
      accept: "#4CAF50",
      decline: "#8E9196",
      acceptText: "#FFFFFF",
      declineText: "#FFFFFF",
    },
    pricingStyle: {
      weekly: 39,
      biweekly: 59,
      monthly: 79,
      brushColor: "#4D8B31", // ours
      paintSplash: true,
      backgroundColor: "#1E3A5F", // ours: the default dark blue backdrop
      cardColor: "#FEF7CD", // ours: same yellow as the service card
    },
    quoteSection: {
      backgroundColor: "#FFFFFF", // ours
      textColor: "#333333", // ours
      borderColor: "#4D8B31", // ours
    },
    serviceCard: {
      backgroundColor: "#FEF7CD",
      borderColor: "#4D8B31",
      textColor: "#333333",
      priceBoxBackground: "#4D8B31",
      priceBoxTextColor: "#FFFFFF",
    },
    formFields: {
      backgroundColor: "#FFFFFF", // ours
      borderColor: "#D1D5DB", // ours
      textColor: "#333333", // ours
    },
    textContent: {
      formTitle: richText("Get Your Quote"),
      formDescription: richText("Fill out the form below"),
      cardTitle: richText("Select Service"),
      cardDescription: richText("Choose your service"),
      submitButton: richText("Submit"),
      acceptMessage: richText("Thank you!"),
      declineMessage: richText("Maybe next time"),
      offerHeadline: richText("Your Offer"),
      quoteDisclaimer: richText(""), // ours
      acceptButton: richText("Accept"),
      declineButton: richText("Decline"),
      unlockHint: richText(DEFAULT_UNLOCK_HINT), // ours
      requestTitle: richText(DEFAULT_REQUEST_TEXTS.requestTitle), // ours
      requestMessage: richText(DEFAULT_REQUEST_TEXTS.requestMessage), // ours
      formTitleEnabled: true, // ours: the title and description show unless switched off
      formDescriptionEnabled: true, // ours
    },
  };
}
