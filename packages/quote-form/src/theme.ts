import type { ButtonShape, FontFamily } from "@yq/form-schema/constants";
import type { Customization } from "@yq/form-schema/form-document";
import type { CSSProperties } from "react";

// The owner's family is served from our own origin (src/fonts, one stylesheet per family, loaded
// only when chosen); until it arrives, or if it fails, a close system family stands in.
const SANS = "ui-sans-serif,system-ui,sans-serif";
const FONT_STACKS: Record<FontFamily, string> = {
  Inter: `"Inter Variable",${SANS}`,
  Poppins: `Poppins,Avenir,${SANS}`,
  Lora: `"Lora Variable",Georgia,serif`,
  Montserrat: `"Montserrat Variable",Arial,${SANS}`,
  Raleway: `"Raleway Variable","Trebuchet MS",${SANS}`,
  Roboto: `"Roboto Variable",Arial,${SANS}`,
  "Open Sans": `"Open Sans Variable","Segoe UI",${SANS}`,
};

const RADIUS: Record<ButtonShape, string> = { round: "999px", rounded: "8px", square: "0" };

/** The owner's customization as CSS variables on the form's root; the stylesheet reads only these. */
export function themeStyle(c: Customization): CSSProperties {
  const font = FONT_STACKS[c.fontFamily] ?? FONT_STACKS.Inter;
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
    "--yq-font": font,
    // The stand-in alone: the public page paints in it before it switches the family on.
    "--yq-font-fallback": font.slice(font.indexOf(",") + 1),
  };
  return vars as CSSProperties;
}
