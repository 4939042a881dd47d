import { MONTH_SHORT_NAMES } from "@yq/form-schema/month-names";
import { DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import { useState } from "react";
import { FieldError } from "./field-error";

type Season = { start: string; end: string } | null;
type Props = { value: Season; onChange: (season: Season) => void; error: string | undefined };

// A leap year's lengths: the season comes back every year, February 29 included.
const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const pad = (n: number) => String(n).padStart(2, "0");
const selectClass = "h-10 cursor-pointer rounded-md border border-input bg-background px-3 text-sm";

function MonthDayPicker({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const [month, day] = value.split("-").map(Number) as [number, number];
  const length = MONTH_LENGTHS[month - 1] ?? 31;
  const pick = (m: number, d: number) => onChange(`${pad(m)}-${pad(Math.min(d, MONTH_LENGTHS[m - 1] ?? 31))}`);
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex gap-2">
        <select
          aria-label={`${label}: month`}
          value={month}
          onChange={(e) => pick(Number(e.target.value), day)}
          className={selectClass}
        >
          {MONTH_SHORT_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={`${label}: day`}
          value={day}
          onChange={(e) => pick(month, Number(e.target.value))}
          className={selectClass}
        >
          {Array.from({ length }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The season of recurring work, or all year (null); unticking "All year" brings back the last season shown. */
export function SeasonField({ value, onChange, error }: Props) {
  const [last, setLast] = useState(value ?? DEFAULT_AVAILABILITY.season!);
  const season = value ?? last;
  const set = (next: { start: string; end: string }) => {
    setLast(next);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? "season-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">Season</legend>
      <p className="text-sm text-muted-foreground">Repeat visits stop at the season's end and start again next year.</p>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 cursor-pointer accent-primary"
          checked={value === null}
          onChange={(e) => onChange(e.target.checked ? null : last)}
        />
        All year
      </label>
      {value !== null && (
        <div className="flex flex-wrap gap-4">
          <MonthDayPicker label="Season starts" value={season.start} onChange={(start) => set({ ...season, start })} />
          <MonthDayPicker label="Season ends" value={season.end} onChange={(end) => set({ ...season, end })} />
        </div>
      )}
      <FieldError id="season-error" message={error} />
    </fieldset>
  );
}
