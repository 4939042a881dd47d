import { PRICE_FREQUENCIES, PRICE_FREQUENCY_LABELS } from "@yq/form-schema/constants";
import type { YardSizes } from "@yq/form-schema/form-document";
import type { MeasurementSettings } from "@yq/form-schema/measurement-settings";
import type { MeasurementField, MeasurementProblem } from "@yq/form-schema/measurement-problems";
import { MAX_MEASURABLE_SQ_FT } from "@yq/form-schema/area-units";
import { tierBounds } from "@yq/form-schema/measurement-tiers";
import { useId } from "react";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useMapSettings } from "@/features/map/api/get-map-settings";
import { PriceInput } from "../fields/price-input";
import { SwitchField } from "../fields/switch-field";

function AreaInput(props: {
  label: string;
  value: number | null;
  placeholder?: number;
  onChange: (value: number | null) => void;
  hint?: string;
  problem?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={props.value ?? ""}
        placeholder={props.placeholder ? String(props.placeholder) : undefined}
        onChange={(e) => {
          const digits = e.target.value.replace(/[^\d]/g, "");
          const n = Math.min(Number(digits), MAX_MEASURABLE_SQ_FT);
          props.onChange(digits === "" || n < 1 ? null : n);
        }}
      />
      {props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
      <FieldProblem problem={props.problem} />
    </div>
  );
}

/** A setting that would keep the form from publishing, said where the owner can fix it. */
function FieldProblem({ problem }: { problem?: string }) {
  if (!problem) return null;
  return <p className="text-sm font-medium text-destructive">{problem}</p>;
}

/** The Measurement section of the Yard Sizes step: map measurement on or off, and how an area is priced. */
export function MeasurementSection({
  yardSizes,
  problems,
  onChange,
}: {
  yardSizes: YardSizes;
  /** What would keep the form from publishing (measurement-problems), shown under the field it is about. */
  problems: MeasurementProblem[];
  onChange: (patch: Partial<MeasurementSettings>) => void;
}) {
  const problemAt = (field: MeasurementField) =>
    problems
      .filter((p) => p.field === field)
      // The step and section are where the message shows, so it starts at what is wrong.
      .map((p) => p.message.replace(/^Yard Sizes, Measurement: (.)/, (_, first: string) => first.toUpperCase()))
      .join(" ") || undefined;
  const map = useMapSettings();
  const settings = yardSizes.measurement;
  const bounds = tierBounds(yardSizes, settings);
  const unavailable = map.data && map.data.map === null;
  return (
    <Card className="shadow-none">
      <CardHeader className="p-4">
        <SwitchField
          label="Measure lawns on a map"
          checked={settings.enabled}
          onCheckedChange={(enabled) => onChange({ enabled })}
        />
        <p className="text-sm text-muted-foreground">
          Visitors outline their lawn on aerial imagery and get a price from its area.
        </p>
      </CardHeader>
      {settings.enabled && (
        <CardContent className="flex flex-col gap-5 p-4 pt-0">
          {unavailable && (
            <Alert>
              <p className="text-sm">
                This site has no aerial imagery yet, so visitors still see the yard-size cards. Ask whoever runs it to
                set TILE_URL_TEMPLATE (with TILE_ATTRIBUTION), and GEOCODER_URL for the address search.
              </p>
            </Alert>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Price a measured lawn by</legend>
            {(
              [
                ["tiers", "Its yard size: the area picks Small, Medium or Large and their prices"],
                ["rate", "A rate per 1,000 sq ft"],
              ] as const
            ).map(([value, text]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="measurement-pricing"
                  checked={settings.pricing === value}
                  onChange={() => onChange({ pricing: value })}
                />
                {text}
              </label>
            ))}
          </fieldset>
          {settings.pricing === "tiers" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <AreaInput
                label="Small yard: up to (sq ft)"
                value={settings.smallMaxSqFt}
                placeholder={bounds.smallMaxSqFt}
                hint="Empty: read from the Small description"
                onChange={(smallMaxSqFt) => onChange({ smallMaxSqFt })}
              />
              <AreaInput
                label="Medium yard: up to (sq ft)"
                value={settings.mediumMaxSqFt}
                placeholder={bounds.mediumMaxSqFt}
                hint="Larger lawns are Large"
                problem={problemAt("mediumMaxSqFt")}
                onChange={(mediumMaxSqFt) => onChange({ mediumMaxSqFt })}
              />
              <div className="sm:col-span-2">
                <FieldProblem problem={problemAt("tierPrices")} />
              </div>
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {PRICE_FREQUENCIES.map((f) => (
                <PriceInput
                  key={f}
                  label={`${PRICE_FREQUENCY_LABELS[f]} per 1,000 sq ft`}
                  value={settings.ratePerThousandSqFt[f]}
                  onChange={(rate) => onChange({ ratePerThousandSqFt: { ...settings.ratePerThousandSqFt, [f]: rate } })}
                />
              ))}
              <PriceInput
                label="Minimum price per visit"
                value={settings.minimumPrice}
                onChange={(minimumPrice) => onChange({ minimumPrice })}
              />
              <div className="sm:col-span-2">
                <FieldProblem problem={problemAt("ratePerThousandSqFt")} />
              </div>
            </div>
          )}
          <AreaInput
            label="Largest lawn priced online (sq ft)"
            value={settings.maxSqFt}
            hint="Above it, visitors describe their project instead of getting a price."
            problem={problemAt("maxSqFt")}
            onChange={(maxSqFt) => onChange({ maxSqFt: maxSqFt ?? settings.maxSqFt })}
          />
        </CardContent>
      )}
    </Card>
  );
}
