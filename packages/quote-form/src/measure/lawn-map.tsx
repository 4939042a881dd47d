import type { LawnOutlines } from "@yq/form-schema/lawn-outline";
import type { MapConfig } from "@yq/form-schema/map-config";
import { useEffect, useRef, useState } from "react";
import type { DrawTool, LawnDraw } from "./lawn-draw";
import type { DrawnShape } from "./lawn-geometry";
import type { OpenShape } from "./measure-guidance";

// The toolbar and the map's box; the map itself (lawn-draw) is a chunk of its own, so the
// typed-area fallback and the address box show while it loads.

const TOOLS: { tool: DrawTool; label: string }[] = [
  { tool: "lawn", label: "Outline lawn" },
  { tool: "cutout", label: "Cut out a bed or the house" },
  { tool: "select", label: "Move points" },
];

export type LawnMapProps = {
  config: MapConfig;
  /** Where to look: set by the address search. */
  center: { lat: number; lng: number } | null;
  /** False while the step is hidden; on showing again the map re-reads its box's size. */
  visible: boolean;
  onShapes: (shapes: DrawnShape[], open: OpenShape | null) => void;
  /** The outline of a reopened quote, drawn when the map is ready. */
  restore?: LawnOutlines;
};

export function LawnMap({ config, center, visible, onShapes, restore }: LawnMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [draw, setDraw] = useState<LawnDraw | null>(null);
  const [tool, setTool] = useState<DrawTool>("lawn");
  const [selected, setSelected] = useState<string | number | null>(null);
  const [corner, setCorner] = useState(false);
  const [refusal, setRefusal] = useState("");
  const report = useRef(onShapes);
  report.current = onShapes;
  // Drawn once, on the map's first creation: a later outline is the visitor's own.
  const initial = useRef(restore);

  useEffect(() => {
    let live = true;
    let created: LawnDraw | null = null;
    void import("./lawn-draw").then(({ createLawnDraw }) => {
      if (!live || !element.current) return;
      created = createLawnDraw(
        element.current,
        config,
        {
          onShapes: (shapes, open) => report.current(shapes, open),
          onSelected: setSelected,
          onCorner: (chosen) => {
            setCorner(chosen);
            if (chosen) setRefusal("");
          },
        },
        initial.current,
      );
      initial.current = undefined;
      setDraw(created);
    });
    return () => {
      live = false;
      created?.destroy();
      setDraw(null);
    };
  }, [config]);

  useEffect(() => {
    if (center && draw) draw.center(center.lat, center.lng);
  }, [center, draw]);

  useEffect(() => {
    if (visible && draw) draw.resize();
  }, [visible, draw]);

  function choose(next: DrawTool) {
    setTool(next);
    setRefusal("");
    draw?.tool(next);
  }

  return (
    <div className="yq-map-wrap" aria-busy={draw === null}>
      <div className="yq-map-tools" role="toolbar" aria-label="Drawing tools">
        {TOOLS.map(({ tool: t, label }) => (
          <button
            key={t}
            type="button"
            className="yq-map-tool"
            aria-pressed={tool === t}
            disabled={!draw}
            onClick={() => choose(t)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="yq-map-tool" disabled={!draw} onClick={() => draw?.undo()}>
          Undo
        </button>
        <button type="button" className="yq-map-tool" disabled={!draw} onClick={() => draw?.startOver()}>
          Start over
        </button>
      </div>
      {!draw && (
        <p className="yq-hint" role="status">
          Loading the map…
        </p>
      )}
      {/* The actions on a selection float over the map: a toolbar that grew would move the map under the finger. */}
      <div className="yq-map-box">
        <div
          ref={element}
          className="yq-map"
          role="application"
          aria-label="Map: tap or click the corners of your lawn, then its first corner again to close it"
        />
        {(corner || selected !== null) && (
          <div className="yq-map-actions">
            {corner && (
              <button type="button" className="yq-map-tool" onClick={() => setRefusal(draw?.deleteCorner() ?? "")}>
                Delete point
              </button>
            )}
            {selected !== null && (
              <button type="button" className="yq-map-tool" onClick={() => draw?.remove(selected)}>
                Delete shape
              </button>
            )}
          </div>
        )}
      </div>
      {tool === "select" && (
        <p className={refusal ? "yq-field-error" : "yq-hint"} aria-live="polite">
          {refusal ||
            (selected === null
              ? "Tap an outline to change it."
              : "Drag a point to move it, or tap a point and then Delete point.")}
        </p>
      )}
    </div>
  );
}
