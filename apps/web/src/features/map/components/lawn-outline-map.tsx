import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import { useEffect, useRef } from "react";
import { useMapSettings } from "../api/get-map-settings";

/**
 * The lawn a customer outlined, drawn over the site's aerial imagery (or on a blank map when
 * none is configured any more): lawn areas green, cut-outs as holes.
 */
export function LawnOutlineMap({ outlines }: { outlines: LawnOutlines }) {
  const element = useRef<HTMLDivElement>(null);
  const settings = useMapSettings();
  const config = settings.data?.map ?? null;
  const ready = !settings.isPending;

  useEffect(() => {
    if (!element.current || !ready) return;
    const map = L.map(element.current, { scrollWheelZoom: false, maxZoom: config?.maxZoom ?? 19 });
    if (config) L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
    const shape = L.geoJSON(outlines, { style: { color: "#16a34a", weight: 3, fillOpacity: 0.3 } }).addTo(map);
    map.fitBounds(shape.getBounds(), { padding: [20, 20] });
    return () => {
      map.remove();
    };
  }, [outlines, config, ready]);

  return (
    <div
      ref={element}
      className="h-64 w-full overflow-hidden rounded-md border"
      role="img"
      aria-label="The customer's lawn outline on the map"
    />
  );
}
