import type { FormDocument } from "@yq/form-schema/form-document";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import { measuredDocument } from "@yq/form-schema/measured-quote";
import { useMemo, useRef, useState } from "react";
import type { Transport } from "../transport";

export type Measured = { lawn: MeasuredLawn; areaSqFt: number };

/**
 * The map-measurement part of the visitor's flow, kept beside the main flow: whether the visitor
 * measures or picks a card, the lawn measured so far, and the form as that lawn prices it.
 */
export function useLawnMeasure<T extends Pick<FormDocument, "yardSizes">>(doc: T, map: MapConfig | null | undefined, mowing: boolean) {
  const [picking, setPicking] = useState(false);
  const [measured, setMeasured] = useState<Measured | null>(null);
  const available = Boolean(map) && doc.yardSizes.measurement.enabled;
  const active = available && mowing && !picking;
  // The request reads the lawn when it is sent: only while the visitor is measuring does it apply.
  const lawnRef = useRef<MeasuredLawn | null>(null);
  lawnRef.current = active && measured ? measured.lawn : null;
  const priced = useMemo(() => (active && measured ? measuredDocument(doc, measured.areaSqFt) : null), [active, measured, doc]);
  return {
    available,
    active,
    measured,
    setMeasured,
    /** The document whose tiers carry the measured prices (the owner's own when not measuring). */
    pricedDoc: priced?.doc ?? doc,
    measuredSize: priced?.size ?? null,
    pickCards: () => setPicking(true),
    measureAgain: () => setPicking(false),
    lawnRef,
  };
}

/** The transport with the measured lawn added to a mowing answer, so the server can recompute its price. */
export function withMeasuredLawn(transport: Transport, lawnRef: { current: MeasuredLawn | null }): Transport {
  return {
    ...transport,
    respond: (lead, request) =>
      transport.respond(lead, lawnRef.current && request.serviceType === "mowing" ? { ...request, lawn: lawnRef.current } : request),
  };
}
