import type { YardSize } from "@yq/form-schema/constants";
import type { FormDocument, YardSizeSettings } from "@yq/form-schema/form-document";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { useState } from "react";

/**
 * A lawn measured by the measuring step, with the tier it falls in and that tier's settings as
 * the area prices them. The step (a lazy chunk) computes them, so the pricing code stays out of
 * the public form's first download.
 */
export type Measured = { lawn: MeasuredLawn; areaSqFt: number; size: YardSize; settings: YardSizeSettings };

/**
 * The map-measurement part of the visitor's flow, kept beside the main flow: whether the visitor
 * measures or picks a card, and the lawn measured so far.
 */
export function useLawnMeasure(
  doc: Pick<FormDocument, "yardSizes">,
  map: MapConfig | null | undefined,
  mowing: boolean,
  lawnRef: { current: MeasuredLawn | null },
  setYardSize: (size: YardSize | null) => void,
  /** A reopened quote: its measured lawn, or a card picked (then the cards show first). */
  resumed?: { measured?: Measured; cards: boolean },
) {
  const [picking, setPicking] = useState(resumed?.cards ?? false);
  const [measured, setMeasured] = useState<Measured | null>(resumed?.measured ?? null);
  const available = Boolean(map) && doc.yardSizes.measurement.enabled;
  const active = available && mowing && !picking;
  // The request reads the lawn when it is sent: only while the visitor is measuring does it apply.
  lawnRef.current = active && measured ? measured.lawn : null;
  return {
    /** The step is mounted: shown while measuring, hidden while the visitor looks at the cards. */
    mounted: available && mowing,
    active,
    measured,
    /** A new measurement (or none) picks the tier it falls in. */
    onMeasured: (next: Measured | null) => {
      setMeasured(next);
      setYardSize(next ? next.size : null);
    },
    /** The settings a quote for this tier shows: the measured ones while measuring, else the owner's. */
    settingsFor: (size: YardSize): YardSizeSettings =>
      active && measured?.size === size ? measured.settings : doc.yardSizes[size],
    /**
     * To the cards (true) or back to the map (false). The outline is kept while the visitor looks
     * at the cards, so coming back restores it and its tier.
     */
    pickCards: (cards: boolean) => {
      setPicking(cards);
      setYardSize(!cards && measured ? measured.size : null);
    },
  };
}
