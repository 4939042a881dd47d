import { toFormPayload, type EditorModel } from "@yq/form-schema/editor-model";
import { previewDocument } from "@yq/form-schema/public-document";
import { useFormFont } from "@yq/quote-form/form-font";
import { QuoteForm } from "@yq/quote-form/quote-form";
import "@yq/quote-form/styles.css";
import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useMapSettings } from "@/features/map/api/get-map-settings";

// The public form lays out for 360 px and up; a narrower panel shows it scaled down, the way a
// phone would, instead of squeezing its layout.
const LAYOUT_WIDTH = 375;

/**
 * The unsaved form as a visitor would see it: the same component the public page mounts, in
 * preview mode (nothing is sent, no view counted). Deferred so typing stays smooth. Its address
 * search does call the site's geocoder, as the visitor's would, so the owner can try the map.
 */
export function LivePreview({ model, className }: { model: EditorModel; className?: string }) {
  const deferred = useDeferredValue(model);
  const document = useMemo(() => previewDocument(toFormPayload(deferred)), [deferred]);
  // With the site's imagery the preview asks to measure as the public form does (the step and the
  // map are lazy chunks there too); while the settings load, or without imagery, it shows the cards.
  const map = useMapSettings().data?.map ?? null;
  const box = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  useFormFont(document.customization.fontFamily);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry.contentRect.width;
      setZoom(width > 0 && width < LAYOUT_WIDTH ? width / LAYOUT_WIDTH : 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={className}>
      <div style={zoom < 1 ? { width: LAYOUT_WIDTH, zoom } : undefined}>
        <QuoteForm document={document} mode="preview" map={map} />
      </div>
    </div>
  );
}
