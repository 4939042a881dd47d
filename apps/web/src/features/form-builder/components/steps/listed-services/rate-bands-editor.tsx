import { wholeNumberText } from "@yq/form-schema/number-text";
import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import { MAX_RATE_BANDS, type AreaRates, type RateBand } from "@yq/form-schema/pricing/listed-services";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NumberField } from "../../fields/number-field";
import { PriceInput } from "../../fields/price-input";
import { FieldMessage } from "../../fields/field-message";

type Props = { rates: AreaRates; problems: ServiceProblems; onChange: (rates: AreaRates) => void };

/**
 * Rates by measured area: each band's rate per 1,000 sq ft prices the whole area when the area
 * falls in it; the last band may be open-ended. A minimum holds up small lawns.
 */
export function RateBandsEditor({ rates, problems, onChange }: Props) {
  const { bands } = rates;
  const setBands = (next: RateBand[]) => onChange({ ...rates, bands: next });
  const edit = (index: number, patch: Partial<RateBand>) =>
    setBands(bands.map((band, i) => (i === index ? { ...band, ...patch } : band)));

  function addBand() {
    // The new band goes last and open-ended; the one before it gets an end above the previous.
    const before = bands.slice(0, -1).reduce((end, b) => Math.max(end, b.upToSqFt ?? 0), 0);
    const last = bands[bands.length - 1]!;
    const closed = { ...last, upToSqFt: last.upToSqFt ?? before + 5000 };
    setBands([...bands.slice(0, -1), closed, { upToSqFt: null, ratePerThousandSqFt: last.ratePerThousandSqFt }]);
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Rates by measured area</legend>
      <ol className="flex flex-col gap-2">
        {bands.map((band, index) => {
          const from = index === 0 ? 0 : (bands[index - 1]!.upToSqFt ?? 0) + 1;
          const name = `Band ${index + 1}`;
          return (
            <li
              key={index}
              className="grid items-start gap-3 rounded-md border bg-muted/30 p-3 @sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <NumberField
                label={`${name} up to`}
                visibleLabel={`From ${wholeNumberText(from)} sq ft up to`}
                value={band.upToSqFt}
                integer
                optional
                min={1}
                max={10_000_000}
                suffix="sq ft"
                placeholder={index === bands.length - 1 ? "and above" : ""}
                problem={problems[`band:${index}:upTo`]}
                onChange={(upToSqFt) => edit(index, { upToSqFt })}
              />
              <PriceInput
                label={`${name} rate per 1,000 sq ft`}
                visibleLabel="Rate per 1,000 sq ft"
                value={band.ratePerThousandSqFt}
                problem={problems[`band:${index}:rate`]}
                onChange={(ratePerThousandSqFt) => edit(index, { ratePerThousandSqFt })}
              />
              <Button
                variant="ghost"
                size="icon"
                className="@sm:mt-6"
                aria-label={`Remove band ${index + 1}`}
                disabled={bands.length === 1}
                onClick={() => setBands(bands.filter((_, i) => i !== index))}
              >
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-muted-foreground">
        Leave the last band’s end empty to price every larger lawn with its rate.
      </p>
      <FieldMessage message={problems.bands} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        {bands.length < MAX_RATE_BANDS ? (
          <Button variant="outline" size="sm" onClick={addBand}>
            <Plus /> Add band
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{MAX_RATE_BANDS} bands is the most a service can have.</p>
        )}
        <PriceInput
          label="Minimum price"
          className="flex w-44 flex-col gap-2"
          value={rates.minimum}
          onChange={(minimum) => onChange({ ...rates, minimum })}
        />
      </div>
    </fieldset>
  );
}
