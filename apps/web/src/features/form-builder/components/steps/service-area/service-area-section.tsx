import { LIMITS } from "@yq/form-schema/constants";
import { formTypeWords } from "@yq/form-schema/form-type-words";
import { DEFAULT_OUTSIDE_MESSAGE, hasServiceArea, type ServiceArea } from "@yq/form-schema/service-area";
import { Info, TriangleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useMapSettings } from "@/features/map/api/get-map-settings";
import { TextField } from "../../fields/text-field";
import { hasAddressField } from "../../../model/service-area";
import { Section } from "../section";
import type { StepProps } from "../step-props";
import { DrawnAreasEditor } from "./drawn-areas-editor";
import { RadiusEditor } from "./radius-editor";
import { TravelBandsEditor } from "./travel-bands-editor";
import { ZipCodesEditor } from "./zip-codes-editor";

const EXAMPLE_ZIP = "62704";

/**
 * Where the business works (docs/decisions/120): any mix of ZIP/postal codes, a radius from the
 * business address and areas drawn on the map; a visitor inside any one is inside. A visitor
 * outside still becomes a lead, marked "Outside area". Without the address field, or with no
 * area, every visitor can get a quote.
 */
export function ServiceAreaSection({ model, change }: StepProps) {
  const area = model.serviceArea;
  const settings = useMapSettings();
  const config = settings.data?.map ?? null;
  const set = (patch: Partial<ServiceArea>) => change((m) => ({ ...m, serviceArea: { ...m.serviceArea, ...patch } }));
  const addressOn = hasAddressField(model);
  const anyArea = hasServiceArea(area);

  return (
    <Section title="Service Area">
      <p className="-mt-2 text-sm text-muted-foreground">
        Choose where you work: ZIP/postal codes, a radius from your business address, areas drawn on the map, or any
        mix. A visitor inside any of them gets a quote; one outside is kept as a lead marked “Outside area”.
      </p>
      {!addressOn && (
        <Alert className="border-amber-200 bg-amber-50 text-amber-900">
          <TriangleAlert aria-hidden />
          <p>
            <span className="font-medium">A service area needs the address field.</span> Turn on Address or Zip/Postal
            Code in step 2, Customer Fields; until then every visitor can get a quote.
          </p>
        </Alert>
      )}
      {addressOn && !anyArea && (
        <Alert>
          <Info aria-hidden />
          <p>
            <span className="font-medium">Everyone can get a quote.</span> Add codes, a radius or an area below to limit
            where you work.
          </p>
        </Alert>
      )}
      <ZipCodesEditor codes={area.zipCodes} onChange={(zipCodes) => set({ zipCodes })} />
      <RadiusEditor radius={area.radius} geocoder={config?.geocoder ?? false} onChange={(radius) => set({ radius })} />
      {settings.isPending ? (
        <div className="h-72 rounded-md bg-muted sm:h-80" role="status" aria-label="Loading the map" />
      ) : (
        <DrawnAreasEditor
          config={config}
          radius={area.radius}
          drawn={area.drawn}
          onChange={(drawn) => set({ drawn })}
        />
      )}
      <div className="flex flex-col gap-2">
        <TextField
          label="Message for a visitor outside your area"
          multiline
          value={area.outsideMessage}
          maxLength={LIMITS.shortText}
          onValueChange={(outsideMessage) => set({ outsideMessage })}
          hint={
            <>
              Write <code className="rounded bg-muted px-1 font-mono">{"{zip}"}</code> where their ZIP/postal code goes.
              With {EXAMPLE_ZIP}: “{area.outsideMessage.replaceAll("{zip}", EXAMPLE_ZIP) || "(no message)"}”
            </>
          }
        />
        {area.outsideMessage !== DEFAULT_OUTSIDE_MESSAGE && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => set({ outsideMessage: DEFAULT_OUTSIDE_MESSAGE })}
          >
            Use the default message
          </Button>
        )}
      </div>
      <TravelBandsEditor
        bands={area.travelBands}
        hasCentre={area.radius !== null}
        unit={formTypeWords(model.formType).upsellUnit}
        onChange={(travelBands) => set({ travelBands })}
      />
    </Section>
  );
}
