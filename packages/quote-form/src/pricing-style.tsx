import type { Customization } from "@yq/form-schema/form-document";
import type { CSSProperties } from "react";

type PricingStyle = Customization["pricingStyle"];

// The Customization step's pricing style, drawn on the quote card: the pricing card colour is
// the face of each price option, the brush colour paints the stroke under the offer headline
// and rims the picked price, and the paint splash adds two splashes of that colour behind the
// card's top corners. The pricing background is the backdrop behind the whole form (theme.ts).
export function pricingStyleVars(p: PricingStyle): CSSProperties {
  return { "--yq-pricing-card": p.cardColor } as CSSProperties;
}

/** A dry-brush stroke under the headline, in the brush colour. */
export function BrushStroke() {
  return (
    <svg
      className="yq-brush-stroke"
      viewBox="0 0 240 16"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M4 10c30-5 62-7 98-6 36 1 70 4 104 2 12-1 22-2 30-4-6 4-16 7-30 8-36 3-70 1-104 0-34-1-66 2-98 5z"
        fill="var(--yq-brush)"
      />
    </svg>
  );
}

/** Two paint splashes behind the card's top corners; shown only when Paint Splash is on. */
export function PaintSplash() {
  const blob =
    "M50 6c8 0 10 10 17 12s16-6 21 1-4 14-1 21 13 10 9 18-14 4-19 10-3 17-12 18-11-9-18-10-15 7-21 1 2-14-3-20S4 52 6 44s13-7 15-14-7-16 0-22 13 3 20 1 2-3 9-3z";
  return (
    <div className="yq-splash" aria-hidden="true" data-testid="yq-paint-splash">
      <svg className="yq-splash-left" viewBox="0 0 100 100" focusable="false">
        <path d={blob} fill="var(--yq-brush)" />
        <circle cx="92" cy="86" r="4" fill="var(--yq-brush)" />
      </svg>
      <svg className="yq-splash-right" viewBox="0 0 100 100" focusable="false">
        <path d={blob} fill="var(--yq-brush)" />
        <circle cx="10" cy="90" r="5" fill="var(--yq-brush)" />
      </svg>
    </div>
  );
}
