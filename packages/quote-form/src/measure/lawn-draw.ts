import {
  circleMarker,
  divIcon,
  geoJSON,
  map as leafletMap,
  marker,
  tileLayer,
  type LatLngTuple,
  type Map as LeafletMap,
} from "leaflet";
import "leaflet/dist/leaflet.css";
import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
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
import { nearestCorner, withoutCorner, type DrawnShape } from "./lawn-geometry";
import type { OpenShape } from "./measure-guidance";

// The map chunk: Leaflet shows the imagery, terra-draw draws on it (docs/decisions/042). Loaded
// only when a visitor reaches the measuring step. It imports no React: a lazy chunk that shares
// React with the first download makes the bundler move React out of it into a shared chunk, which
// every visitor would then download up front. For the same reason Leaflet is imported by name, not
// as a namespace object: the adapter only calls these two (a namespace would need a bundler helper
// shared with the first download, with the same effect).
const leafletForAdapter = { circleMarker, geoJSON } as unknown as typeof import("leaflet");

export type DrawTool = "lawn" | "cutout" | "select";

/**
 * terra-draw reads a pointer's place in the map as its offset from the map's box, which is wrong
 * in a scaled page (the builder's live preview lays the form out at 375 px and zooms it to fit):
 * points landed away from the finger. Leaflet's own reading allows for the scale.
 */
class ScaleAwareLeafletAdapter extends TerraDrawLeafletAdapter {
  constructor(private readonly leaflet: LeafletMap) {
    super({ lib: leafletForAdapter, map: leaflet });
  }

  protected getMapElementXYPosition(event: PointerEvent | MouseEvent) {
    const { x, y } = this.leaflet.mouseEventToContainerPoint(event);
    return { containerX: x, containerY: y };
  }
}

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

/**
 * The polygon being drawn, as far as the visitor has tapped: terra-draw keeps the pointer's place
 * as extra points of the ring, and counts the tapped ones (committedCoordinateCount).
 */
function openShapeOf(features: GeoJSONStoreFeatures[]): OpenShape | null {
  const f = features.find((x) => x.geometry.type === "Polygon" && x.properties.currentlyDrawing);
  if (!f) return null;
  const count = Number(f.properties.committedCoordinateCount) || 0;
  const ring = (f.geometry.coordinates as [number, number][][])[0];
  return { kind: f.properties.mode === "cutout" ? "cutout" : "lawn", points: ring.slice(0, count) };
}

// The found address's pin: an inline drawing, so no marker image to fetch and no stylesheet to grow.
const PIN = divIcon({
  className: "yq-address-pin",
  html: '<svg viewBox="0 0 24 32" width="24" height="32"><path d="M12 31C12 31 2 18 2 11a10 10 0 0 1 20 0c0 7-10 20-10 20z" fill="#dc2626" stroke="#fff" stroke-width="2"/><circle cx="12" cy="11" r="4" fill="#fff"/></svg>',
  iconSize: [24, 32],
  iconAnchor: [12, 31],
});

export type LawnDrawEvents = {
  /** The closed outlines, and the one still being drawn (null when none is). */
  onShapes: (shapes: DrawnShape[], open: OpenShape | null) => void;
  onSelected: (id: string | number | null) => void;
  /** A corner of the selected outline was tapped (true) or let go (false): "Delete point" applies. */
  onCorner: (chosen: boolean) => void;
};

/** How far from a corner a tap still chooses it: a fingertip, not a mouse pointer. */
const CORNER_REACH_PX = 22;
type Ring = [number, number][];

export type LawnDraw = ReturnType<typeof createLawnDraw>;

/**
 * Imagery and drawing tools on `element`, reporting the outlines as they change. `initial` is the
 * outline of a reopened quote: drawn again, each area as a lawn and its later
 * rings as cut-outs, and shown.
 */
export function createLawnDraw(
  element: HTMLElement,
  config: MapConfig,
  events: LawnDrawEvents,
  initial?: LawnOutlines,
) {
  const map = leafletMap(element, { center: UNITED_STATES, zoom: 4, maxZoom: config.maxZoom });
  tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: config.maxZoom }).addTo(map);
  const draw = new TerraDraw({
    adapter: new ScaleAwareLeafletAdapter(map),
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
      // A tap beside the outline (a fingertip missing a point by a little) would otherwise deselect
      // it; the outline stays selected until another outline or tool is chosen.
      new TerraDrawSelectMode({ flags: { lawn: editable, cutout: editable }, allowManualDeselection: false }),
    ],
    undoRedo: { modeLevel: new TerraDrawModeUndoRedo(), sessionLevel: new TerraDrawSessionUndoRedo() },
  });
  // terra-draw deletes a corner on right-click only, which a phone has not: a tap on a corner of the
  // selected outline chooses it (ringed in red) and the step's "Delete point" button removes it.
  let selectedId: string | number | null = null;
  let corner: number | null = null;
  const cornerMark = circleMarker([0, 0], { radius: 12, color: "#dc2626", weight: 3, fill: false, interactive: false });
  const selectedRings = () => {
    const feature = selectedId === null ? undefined : draw.getSnapshotFeature(selectedId);
    return feature?.geometry.type === "Polygon" ? (feature.geometry.coordinates as Ring[]) : null;
  };
  const chooseCorner = (index: number | null) => {
    const ring = selectedRings()?.[0];
    corner = ring && index !== null && index < ring.length - 1 ? index : null;
    if (corner === null) cornerMark.remove();
    else cornerMark.setLatLng([ring![corner][1], ring![corner][0]]).addTo(map);
    events.onCorner(corner !== null);
  };
  // The element's own click, not Leaflet's: Leaflet drops every click after a point was dragged,
  // as it takes the drag for a pan of its own.
  const onTap = (e: MouseEvent) => {
    const ring = draw.getMode() === "select" ? selectedRings()?.[0] : undefined;
    const toScreen = ([lng, lat]: [number, number]) => map.latLngToContainerPoint([lat, lng]);
    chooseCorner(ring ? nearestCorner(ring, toScreen, map.mouseEventToContainerPoint(e), CORNER_REACH_PX) : null);
  };
  element.addEventListener("click", onTap);

  const report = () => {
    const features = draw.getSnapshot();
    events.onShapes(shapesOf(features), openShapeOf(features));
    if (corner !== null) chooseCorner(corner); // follows a dragged corner, or lets go of a deleted one
  };
  let frame = 0;
  const emit = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(report);
  };
  draw.on("ready", () => {
    draw.setMode("lawn");
    if (!initial) return;
    draw.addFeatures(
      initial.coordinates.flatMap((rings) =>
        rings.map((ring, i) => ({
          type: "Feature" as const,
          geometry: { type: "Polygon" as const, coordinates: [ring] },
          properties: { mode: i === 0 ? "lawn" : "cutout" },
        })),
      ),
    );
    map.fitBounds(geoJSON(initial).getBounds(), { maxZoom: config.maxZoom });
    emit();
  });
  draw.on("change", emit);
  draw.on("finish", emit);
  draw.on("select", (id) => {
    selectedId = id;
    events.onSelected(id);
  });
  draw.on("deselect", () => {
    selectedId = null;
    chooseCorner(null);
    events.onSelected(null);
  });
  draw.start();
  // Not interactive: a tap on the pin places a corner like a tap anywhere else on the map.
  const pin = marker(UNITED_STATES, { icon: PIN, interactive: false, keyboard: false });

  return {
    center(lat: number, lng: number) {
      map.setView([lat, lng], Math.min(config.maxZoom, 19));
      pin.setLatLng([lat, lng]).addTo(map);
    },
    /** The box may have changed size while hidden (a phone turned, say). */
    resize() {
      map.invalidateSize();
    },
    tool(next: DrawTool) {
      draw.setMode(next);
      chooseCorner(null);
    },
    /** Removes the chosen corner; answers why not when the outline would break. */
    deleteCorner(): string | null {
      const rings = selectedRings();
      if (!rings || corner === null || selectedId === null) return null;
      const outer = withoutCorner(rings[0], corner);
      if (!outer) return "An outline needs at least three points. Use Delete shape to remove it.";
      try {
        draw.updateFeatureGeometry(selectedId, { type: "Polygon", coordinates: [outer, ...rings.slice(1)] });
      } catch {
        return "Without that point the outline would cross itself, so it stays.";
      }
      chooseCorner(null);
      report();
      return null;
    },
    remove(id: string | number) {
      chooseCorner(null);
      draw.removeFeatures([id]);
      events.onSelected(null);
      report();
    },
    startOver() {
      chooseCorner(null);
      draw.clear();
      events.onShapes([], null);
    },
    undo() {
      if (draw.undo()) report();
    },
    destroy() {
      element.removeEventListener("click", onTap);
      cancelAnimationFrame(frame);
      draw.stop();
      map.remove();
    },
  };
}
