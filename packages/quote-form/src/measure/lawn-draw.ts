import { circleMarker, geoJSON, map as leafletMap, tileLayer, type LatLngTuple } from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapConfig } from "@yq/form-schema/map-config";
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
// only when a visitor reaches the measuring step. It imports no React: a lazy chunk that shares
// React with the first download makes the bundler move React out of it into a shared chunk, which
// every visitor would then download up front. For the same reason Leaflet is imported by name, not
// as a namespace object: the adapter only calls these two (a namespace would need a bundler helper
// shared with the first download, with the same effect).
const leafletForAdapter = { circleMarker, geoJSON } as unknown as typeof import("leaflet");

export type DrawTool = "lawn" | "cutout" | "select";

const UNITED_STATES: LatLngTuple = [39.5, -98.35];
const editable = { feature: { draggable: true, coordinates: { midpoints: true, draggable: true, deletable: true } } };
const polygonStyles = (color: `#${string}`) => ({
  fillColor: color,
  outlineColor: color,
  fillOpacity: 0.35,
  outlineWidth: 3,
  closingPointWidth: 8,
  coordinatePointWidth: 6,
});

function shapesOf(features: GeoJSONStoreFeatures[]): DrawnShape[] {
  return features
    .filter((f) => f.geometry.type === "Polygon" && !f.properties.currentlyDrawing)
    .map((f) => ({
      kind: f.properties.mode === "cutout" ? "cutout" : "lawn",
      ring: (f.geometry.coordinates as [number, number][][])[0],
    }));
}

export type LawnDrawEvents = {
  onShapes: (shapes: DrawnShape[]) => void;
  onSelected: (id: string | number | null) => void;
};

export type LawnDraw = ReturnType<typeof createLawnDraw>;

/** Imagery and drawing tools on `element`, reporting the outlines as they change. */
export function createLawnDraw(element: HTMLElement, config: MapConfig, events: LawnDrawEvents) {
  const map = leafletMap(element, { center: UNITED_STATES, zoom: 4, maxZoom: config.maxZoom });
  tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
  const draw = new TerraDraw({
    adapter: new TerraDrawLeafletAdapter({ lib: leafletForAdapter, map }),
    modes: [
      new TerraDrawPolygonMode({
        modeName: "lawn",
        styles: polygonStyles("#22c55e"),
        validation: (f) => ValidateNotSelfIntersecting(f),
      }),
      new TerraDrawPolygonMode({
        modeName: "cutout",
        styles: polygonStyles("#f97316"),
        validation: (f) => ValidateNotSelfIntersecting(f),
      }),
      new TerraDrawSelectMode({ flags: { lawn: editable, cutout: editable } }),
    ],
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
  });
  const report = () => events.onShapes(shapesOf(draw.getSnapshot()));
  let frame = 0;
  const emit = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(report);
  };
  draw.on("ready", () => draw.setMode("lawn"));
  draw.on("change", emit);
  draw.on("finish", emit);
  draw.on("select", (id) => events.onSelected(id));
  draw.on("deselect", () => events.onSelected(null));
  draw.start();

  return {
    center(lat: number, lng: number) {
      map.setView([lat, lng], Math.min(config.maxZoom, 19));
    },
    /** The box may have changed size while hidden (a phone turned, say). */
    resize() {
      map.invalidateSize();
    },
    tool(next: DrawTool) {
      draw.setMode(next);
    },
    remove(id: string | number) {
      draw.removeFeatures([id]);
      events.onSelected(null);
      report();
    },
    startOver() {
      draw.clear();
      events.onShapes([]);
    },
    undo() {
      if (draw.undo()) report();
    },
    destroy() {
      cancelAnimationFrame(frame);
      draw.stop();
      map.remove();
    },
  };
}
