import type { FontFamily } from "@yq/form-schema/constants";
import { useEffect } from "react";

// The builder's preview loads the chosen family on demand: each is its own CSS chunk with hashed
// woff2 files, so the app never downloads the six families the form does not use. (The public
// page gets its one family as a <link> from the server, before any script runs.)
const FONT_STYLESHEETS: Record<FontFamily, () => Promise<unknown>> = {
  Inter: () => import("./fonts/inter.css"),
  Poppins: () => import("./fonts/poppins.css"),
  Lora: () => import("./fonts/lora.css"),
  Montserrat: () => import("./fonts/montserrat.css"),
  Raleway: () => import("./fonts/raleway.css"),
  Roboto: () => import("./fonts/roboto.css"),
  "Open Sans": () => import("./fonts/open-sans.css"),
};

export function useFormFont(family: FontFamily) {
  useEffect(() => {
    // A failed download leaves the fallback family in place; the preview stays usable.
    FONT_STYLESHEETS[family]?.().catch(() => console.warn(`The ${family} font could not be loaded.`));
  }, [family]);
}
