import { LIMITS } from "@yq/form-schema/constants";
import type { MapConfig } from "@yq/form-schema/map-config";
import { MAX_AREA_POINTS, MAX_DRAWN_AREAS, type MapPoint, type ServiceArea } from "@yq/form-schema/service-area";
import { Trash2 } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

// Leaflet loads only when the owner opens the step with this section, never with the builder.
const ServiceAreaMap = lazy(() =>
  import("@/features/map/components/service-area-map").then((m) => ({ default: m.ServiceAreaMap })),
);

type Drawn = ServiceArea["drawn"];
type Props = {
  /** The server's map settings; null: no imagery (the map is blank but still draws). */
  config: MapConfig | null;
  radius: ServiceArea["radius"];
  drawn: Drawn;
  onChange: (drawn: Drawn) => void;
};

/** The map with the radius and the drawn areas, the pen for a new area, and each area's name. */
export function DrawnAreasEditor({ config, radius, drawn, onChange }: Props) {
  const id = useId();
  function add(points: MapPoint[]) {
    // A very detailed outline is cut to the schema's limit rather than refused.
    onChange([...drawn, { name: `Area ${drawn.length + 1}`, points: points.slice(0, MAX_AREA_POINTS) }]);
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Areas drawn on the map</legend>
      {!config && (
        <p className="-mt-1 text-xs text-muted-foreground">
          No map imagery is set up on this server, so the map shows your areas without streets.
        </p>
      )}
      <Suspense
        fallback={<div className="h-72 rounded-md bg-muted sm:h-80" role="status" aria-label="Loading the map" />}
      >
        <ServiceAreaMap
          config={config}
          radius={radius}
          areas={drawn}
          canDraw={drawn.length < MAX_DRAWN_AREAS}
          onDrawn={add}
        />
      </Suspense>
      {drawn.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Drawn areas">
          {drawn.map((area, index) => (
            <li key={index} className="flex items-end gap-2 rounded-md border p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <Label htmlFor={`${id}-${index}`}>Name of area {index + 1}</Label>
                <Input
                  id={`${id}-${index}`}
                  value={area.name}
                  maxLength={LIMITS.shortText}
                  onChange={(e) => onChange(drawn.map((a, i) => (i === index ? { ...a, name: e.target.value } : a)))}
                />
              </div>
              <span className="shrink-0 pb-2 text-xs text-muted-foreground">{area.points.length} points</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove area ${area.name || index + 1}`}
                onClick={() => onChange(drawn.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
