import { useEffect, useRef } from "react";

/**
 * The business's words for a visitor whose address is outside its service area, in place of the
 * services and prices (docs/decisions/120). The server kept the lead; focus lands here so a
 * keyboard or screen-reader visitor is told at once rather than left at the consent box.
 */
export function OutsideArea({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="yq-outside-area" role="status" tabIndex={-1} ref={ref}>
      <p className="yq-outside-area-message">{message}</p>
      <p className="yq-hint">Your details have been passed on to the business.</p>
    </div>
  );
}
