import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapConfig } from "@yq/form-schema/map-config";
import type { MapPoint, ServiceArea } from "@yq/form-schema/service-area";
import { Crosshair, PenLine, Undo2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

// The builder's service-area map (docs/decisions/120): the radius around the business address and
// the drawn areas, and a pen for a new area. Loaded lazily by the builder, like the lead dialog's
// lawn map, so Leaflet is never part of the owner app's first download.

const UNITED_STATES: L.LatLngTuple = [39.5, -98.35];
const METRES_PER_MILE = 1609.344;
const AREA_STYLE = { color: "#2563eb", weight: 2, fillOpacity: 0.15 };
const DRAFT_STYLE = { color: "#ea580c", weight: 3, dashArray: "6 4", fillOpacity: 0.1 };

type Props = {
  /** The server's imagery; null draws on a blank map (shapes still show). */
  config: MapConfig | null;
  radius: ServiceArea["radius"];
  areas: ServiceArea["drawn"];
  /** False when the form has as many areas as it may: the pen is off. */
  canDraw: boolean;
  /** An area the owner finished drawing (3 points or more). */
  onDrawn: (points: MapPoint[]) => void;
};

export function ServiceAreaMap({ config, radius, areas, canDraw, onDrawn }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [drawing, setDrawing] = useState(false);
  const [points, setPoints] = useState<MapPoint[]>([]);
  const drawingRef = useRef(drawing);
  drawingRef.current = drawing;

  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, { center: UNITED_STATES, zoom: 4, scrollWheelZoom: false });
    if (config)
      L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(created);
    // A click adds a corner only while the pen is on; otherwise it pans as usual.
    created.on("click", (e: L.LeafletMouseEvent) => {
      if (drawingRef.current) setPoints((current) => [...current, { lat: e.latlng.lat, lng: e.latlng.lng }]);
    });
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, [config]);

  // The saved shapes, redrawn when they change, and the view fitted to them.
  useEffect(() => {
    if (!map) return;
    const group = L.featureGroup().addTo(map);
    if (radius) {
      const centre: L.LatLngTuple = [radius.centre.lat, radius.centre.lng];
      L.circle(centre, { ...AREA_STYLE, radius: radius.miles * METRES_PER_MILE }).addTo(group);
      L.circleMarker(centre, { radius: 7, color: "#fff", weight: 2, fillColor: "#dc2626", fillOpacity: 1 })
        .bindTooltip(radius.centre.label || "Business address")
        .addTo(group);
    }
    for (const area of areas) {
      L.polygon(
        area.points.map((p) => [p.lat, p.lng] as L.LatLngTuple),
        AREA_STYLE,
      )
        .bindTooltip(area.name || "Drawn area")
        .addTo(group);
    }
    const bounds = group.getBounds();
    if (bounds.isValid() && !drawingRef.current) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
    return () => {
      group.remove();
    };
  }, [map, radius, areas]);

  // The area being drawn: its corners, joined, closed once it has three.
  useEffect(() => {
    if (!map || points.length === 0) return;
    const group = L.layerGroup().addTo(map);
    const latLngs = points.map((p) => [p.lat, p.lng] as L.LatLngTuple);
    if (points.length >= 3) L.polygon(latLngs, DRAFT_STYLE).addTo(group);
    else L.polyline(latLngs, DRAFT_STYLE).addTo(group);
    for (const at of latLngs) L.circleMarker(at, { radius: 5, color: "#ea580c", fillOpacity: 1 }).addTo(group);
    return () => {
      group.remove();
    };
  }, [map, points]);

  useEffect(() => {
    if (map) map.getContainer().style.cursor = drawing ? "crosshair" : "";
  }, [map, drawing]);

  function stop() {
    setDrawing(false);
    setPoints([]);
  }

  function finish() {
    onDrawn(points);
    stop();
  }

  function addCentre() {
    if (!map) return;
    const { lat, lng } = map.getCenter();
    setPoints((current) => [...current, { lat, lng }]);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Map drawing">
        {!drawing ? (
          <Button variant="outline" size="sm" disabled={!map || !canDraw} onClick={() => setDrawing(true)}>
            <PenLine aria-hidden /> Draw an area
          </Button>
        ) : (
          <>
            <Button size="sm" disabled={points.length < 3} onClick={finish}>
              Finish area
            </Button>
            <Button variant="outline" size="sm" onClick={addCentre}>
              <Crosshair aria-hidden /> Add point at map centre
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={points.length === 0}
              onClick={() => setPoints((current) => current.slice(0, -1))}
            >
              <Undo2 aria-hidden /> Undo point
            </Button>
            <Button variant="ghost" size="sm" onClick={stop}>
              <X aria-hidden /> Cancel
            </Button>
          </>
        )}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {drawing
          ? `Click the map at each corner of the area (or move the map with the arrow keys and add its centre): ${points.length} ${points.length === 1 ? "point" : "points"} so far${points.length < 3 ? ", at least 3 needed" : ""}.`
          : canDraw
            ? "Drag to move the map, and use + and − to zoom."
            : "This form has as many drawn areas as it may: remove one to draw another."}
      </p>
      {/* Its own stacking context: Leaflet's panes (z-index 400 and up) stay under the app's sticky header. */}
      <div className="relative isolate">
        <div
          ref={element}
          className="h-72 w-full overflow-hidden rounded-md border sm:h-80"
          role="application"
          aria-label="Service area map"
        />
        {drawing && (
          // The centre mark shows where "Add point at map centre" puts the next corner.
          <Crosshair
            aria-hidden
            className="pointer-events-none absolute left-1/2 top-1/2 z-[500] size-6 -translate-x-1/2 -translate-y-1/2 text-orange-600"
          />
        )}
      </div>
    </div>
  );
}
