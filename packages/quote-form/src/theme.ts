import type { ButtonShape, FontFamily } from "@yq/form-schema/constants";
import type { Customization } from "@yq/form-schema/form-document";
import type { CSSProperties } from "react";

// Fonts are not downloaded (CSP font-src 'self', and the page's size budget): the owner's
// family is used when the visitor has it installed, otherwise a close system family.
const SANS = "ui-sans-serif,system-ui,sans-serif";
const FONT_STACKS: Record<FontFamily, string> = {
  Inter: `Inter,${SANS}`,
  Poppins: `Poppins,Avenir,${SANS}`,
  Lora: "Lora,Georgia,serif",
  Montserrat: `Montserrat,Arial,${SANS}`,
  Raleway: `Raleway,"Trebuchet MS",${SANS}`,
  Roboto: `Roboto,Arial,${SANS}`,
  "Open Sans": `"Open Sans","Segoe UI",${SANS}`,
};

const RADIUS: Record<ButtonShape, string> = { round: "999px", rounded: "8px", square: "0" };

/** The owner's customization as CSS variables on the form's root; the stylesheet reads only these. */
export function themeStyle(c: Customization): CSSProperties {
  const vars: Record<string, string> = {
    "--yq-backdrop": c.pricingStyle.backgroundColor,
    "--yq-panel": c.background,
    "--yq-text": c.quoteSection.textColor,
    "--yq-quote-bg": c.quoteSection.backgroundColor,
    "--yq-quote-text": c.quoteSection.textColor,
    "--yq-quote-border": c.quoteSection.borderColor,
    "--yq-card-bg": c.serviceCard.backgroundColor,
    "--yq-card-border": c.serviceCard.borderColor,
    "--yq-card-text": c.serviceCard.textColor,
    "--yq-price-bg": c.serviceCard.priceBoxBackground,
    "--yq-price-text": c.serviceCard.priceBoxTextColor,
    "--yq-field-bg": c.formFields.backgroundColor,
    "--yq-field-border": c.formFields.borderColor,
    "--yq-field-text": c.formFields.textColor,
    "--yq-accept": c.buttonStyle.accept,
    "--yq-accept-text": c.buttonStyle.acceptText,
    "--yq-decline": c.buttonStyle.decline,
    "--yq-decline-text": c.buttonStyle.declineText,
    "--yq-brush": c.pricingStyle.brushColor,
    "--yq-radius": RADIUS[c.buttonStyle.shape] ?? RADIUS.rounded,
    "--yq-font": FONT_STACKS[c.fontFamily] ?? FONT_STACKS.Inter,
  };
  return vars as CSSProperties;
}
