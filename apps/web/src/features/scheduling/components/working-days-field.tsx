import { WEEKDAY_NAMES } from "@yq/form-schema/scheduling/calendar-day";
import { cn } from "@/lib/utils";
import { FieldError } from "./field-error";

/** Monday first, as a work week reads; the values stay Date#getDay's (0 Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

type Props = { value: number[]; onChange: (days: number[]) => void; error: string | undefined };

/** Seven toggle buttons, one per weekday: pressed means the crews work that day. */
export function WorkingDaysField({ value, onChange, error }: Props) {
  const toggle = (day: number) => onChange(value.includes(day) ? value.filter((d) => d !== day) : [...value, day]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? "working-days-error" : undefined}>
      <legend className="mb-2 text-sm font-medium">Working days</legend>
      <div className="flex flex-wrap gap-2">
        {WEEK_ORDER.map((day) => {
          const on = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={on}
              aria-label={WEEKDAY_NAMES[day]}
              onClick={() => toggle(day)}
              className={cn(
                "h-10 min-w-12 cursor-pointer rounded-md border px-3 text-sm font-medium transition-colors",
                on ? "border-primary bg-primary text-primary-foreground" : "border-input bg-background hover:bg-accent",
              )}
            >
              {WEEKDAY_NAMES[day].slice(0, 3)}
            </button>
          );
        })}
      </div>
      <FieldError id="working-days-error" message={error} />
    </fieldset>
  );
}
