import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapConfig } from "@yq/form-schema/map-config";
import { useEffect, useRef, useState } from "react";
import {
  TerraDraw,
  TerraDrawModeUndoRedo,
  TerraDrawPolygonMode,
  TerraDrawSelectMode,
  TerraDrawSessionUndoRedo,
  ValidateNotSelfIntersecting,
  type GeoJSONStoreFeatures,
} from "terra-draw";
import { TerraDrawLeafletAdapter } from "terra-draw-leaflet-adapter";
import type { DrawnShape } from "./lawn-geometry";

// The map chunk: Leaflet shows the imagery, terra-draw draws on it (docs/decisions/042). Loaded
// only when a visitor reaches the measuring step.

type Tool = "lawn" | "cutout" | "select";
const TOOLS: { tool: Tool; label: string }[] = [
  { tool: "lawn", label: "Outline lawn" },
  { tool: "cutout", label: "Cut out a bed or the house" },
  { tool: "select", label: "Move points" },
];
const UNITED_STATES: L.LatLngTuple = [39.5, -98.35];
const editable = { feature: { draggable: true, coordinates: { midpoints: true, draggable: true, deletable: true } } };
const polygonStyles = (color: `#${string}`) => ({ fillColor: color, outlineColor: color, fillOpacity: 0.35, outlineWidth: 3, closingPointWidth: 8, coordinatePointWidth: 6 });

function shapesOf(features: GeoJSONStoreFeatures[]): DrawnShape[] {
  return features
    .filter((f) => f.geometry.type === "Polygon" && !f.properties.currentlyDrawing)
    .map((f) => ({
      kind: f.properties.mode === "cutout" ? "cutout" : "lawn",
      ring: (f.geometry.coordinates as [number, number][][])[0],
    }));
}

export type LawnMapProps = {
  config: MapConfig;
  /** Where to look: set by the address search. */
  center: { lat: number; lng: number } | null;
  onShapes: (shapes: DrawnShape[]) => void;
};

export function LawnMap({ config, center, onShapes }: LawnMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const drawRef = useRef<TerraDraw | null>(null);
  const [tool, setTool] = useState<Tool>("lawn");
  const [selected, setSelected] = useState<string | number | null>(null);
  const report = useRef(onShapes);
  report.current = onShapes;

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { center: UNITED_STATES, zoom: 4, maxZoom: config.maxZoom });
    L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
    const draw = new TerraDraw({
      adapter: new TerraDrawLeafletAdapter({ lib: L, map }),
      modes: [
        new TerraDrawPolygonMode({ modeName: "lawn", styles: polygonStyles("#22c55e"), validation: (f) => ValidateNotSelfIntersecting(f) }),
        new TerraDrawPolygonMode({ modeName: "cutout", styles: polygonStyles("#f97316"), validation: (f) => ValidateNotSelfIntersecting(f) }),
        new TerraDrawSelectMode({ flags: { lawn: editable, cutout: editable } }),
      ],
      undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
    });
    let frame = 0;
    const emit = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => report.current(shapesOf(draw.getSnapshot())));
    };
    draw.on("ready", () => draw.setMode("lawn"));
    draw.on("change", emit);
    draw.on("finish", emit);
    draw.on("select", (id) => setSelected(id));
    draw.on("deselect", () => setSelected(null));
    draw.start();
    mapRef.current = map;
    drawRef.current = draw;
    return () => {
      cancelAnimationFrame(frame);
      draw.stop();
      map.remove();
      mapRef.current = null;
      drawRef.current = null;
    };
  }, [config]);

  useEffect(() => {
    if (center) mapRef.current?.setView([center.lat, center.lng], Math.min(config.maxZoom, 19));
  }, [center, config.maxZoom]);

  function choose(next: Tool) {
    setTool(next);
    drawRef.current?.setMode(next === "select" ? "select" : next);
  }

  function remove() {
    const draw = drawRef.current;
    if (draw && selected !== null) {
      draw.removeFeatures([selected]);
      setSelected(null);
      report.current(shapesOf(draw.getSnapshot()));
    }
  }

  function startOver() {
    drawRef.current?.clear();
    report.current([]);
  }

  function undo() {
    const draw = drawRef.current;
    if (draw?.undo()) report.current(shapesOf(draw.getSnapshot()));
  }

  return (
    <div className="yq-map-wrap">
      <div className="yq-map-tools" role="toolbar" aria-label="Drawing tools">
        {TOOLS.map(({ tool: t, label }) => (
          <button key={t} type="button" className="yq-map-tool" aria-pressed={tool === t} onClick={() => choose(t)}>
            {label}
          </button>
        ))}
        <button type="button" className="yq-map-tool" onClick={undo}>
          Undo
        </button>
        {selected !== null && (
          <button type="button" className="yq-map-tool" onClick={remove}>
            Delete shape
          </button>
        )}
        <button type="button" className="yq-map-tool" onClick={startOver}>
          Start over
        </button>
      </div>
      <div ref={element} className="yq-map" role="application" aria-label="Map: tap or click the corners of your lawn, then its first corner again to close it" />
    </div>
  );
}
