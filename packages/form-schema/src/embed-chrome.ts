import type { ButtonShape } from "./constants";
import type { EmbedButtonPosition, EmbedSettings } from "./embed-settings";
import type { Customization } from "./customization";

/**
 * What the server tells embed.js about how to draw its button and dialog: the
 * owner's button text and place, and the form's own look — button colours, corner radius, font
 * (its family stack and the stylesheet that serves it from our origin) and the backdrop the form
 * sits on, which fills the popup, side panel and full page so no band of another colour shows.
 * Sent by /embed-check.js on its own element as JSON, read by apps/embed/src/chrome.ts.
 */
export type EmbedChrome = {
  text: string;
  position: EmbedButtonPosition | null;
  button: string;
  buttonText: string;
  radius: string;
  font: string;
  fontCss: string | null;
  backdrop: string;
};

// The corners of the form's buttons (the public form's theme draws its own with the same values).
const RADIUS: Record<ButtonShape, string> = { round: "999px", rounded: "8px", square: "0" };

/**
 * The chrome of a published form. The family is named as its stylesheet declares it (the
 * variable faces as "<Family> Variable", Poppins by its own name) with a system stand-in until
 * it has loaded; `fontCss` is that stylesheet's path on our origin, or null when not built.
 */
export function embedChrome(
  doc: {
    customization: Pick<Customization, "fontFamily" | "buttonStyle" | "pricingStyle">;
    embedSettings: EmbedSettings;
  },
  fontCss: string | null,
) {
  const c = doc.customization;
  const family = c.fontFamily;
  const chrome: EmbedChrome = {
    text: doc.embedSettings.buttonText,
    position: doc.embedSettings.buttonPosition,
    button: c.buttonStyle.accept,
    buttonText: c.buttonStyle.acceptText,
    radius: RADIUS[c.buttonStyle.shape] ?? RADIUS.rounded,
    font: `"${family} Variable","${family}",ui-sans-serif,system-ui,sans-serif`,
    fontCss,
    backdrop: c.pricingStyle.backgroundColor,
  };
  return chrome;
}
