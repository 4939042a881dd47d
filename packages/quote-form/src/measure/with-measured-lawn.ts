import type { MeasuredLawn } from "@yq/form-schema/measured-lawn";
import type { Transport } from "../transport";

/** The transport with the measured lawn added to a mowing answer, so the server can recompute its price. */
export function withMeasuredLawn(transport: Transport, lawnRef: { current: MeasuredLawn | null }): Transport {
  return {
    ...transport,
    respond: (lead, request) =>
      transport.respond(
        lead,
        lawnRef.current && request.serviceType === "mowing" ? { ...request, lawn: lawnRef.current } : request,
      ),
  };
}
