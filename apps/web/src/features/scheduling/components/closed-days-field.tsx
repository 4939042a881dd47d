import { calendarDaySchema, MAX_BLACKOUT_DATES } from "@yq/form-schema/scheduling/availability";
import { X } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { closedDayLabel } from "../utils/calendar-days";
import { FieldError } from "./field-error";

type Props = { value: string[]; onChange: (days: string[]) => void; error: string | undefined };

/** Days the business is closed (holidays, a crew's week off): picked one at a time, removed from their chips. */
export function ClosedDaysField({ value, onChange, error }: Props) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const parsed = calendarDaySchema.safeParse(draft);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? "Enter a date.");
    if (value.includes(parsed.data)) return setProblem(`${closedDayLabel(parsed.data)} is already a closed day.`);
    if (value.length >= MAX_BLACKOUT_DATES) return setProblem(`Keep at most ${MAX_BLACKOUT_DATES} closed days.`);
    setProblem(null);
    setDraft("");
    onChange([...value, parsed.data].sort());
  }
  // Enter adds the day rather than saving the whole form.
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  }

  const message = problem ?? error;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="closed-day">Closed days</Label>
      <p className="text-sm text-muted-foreground">Customers cannot pick these days, even on a working day.</p>
      <div className="flex gap-2">
        <Input
          id="closed-day"
          type="date"
          className="max-w-48"
          value={draft}
          aria-invalid={!!message}
          aria-describedby={message ? "closed-day-error" : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="button" variant="outline" onClick={add}>
          Add
        </Button>
      </div>
      <FieldError id="closed-day-error" message={message} />
      {value.length > 0 ? (
        <ul aria-label="Closed days" className="flex flex-wrap gap-2">
          {value.map((day) => (
            <li key={day} className="flex items-center gap-1 rounded-full border bg-secondary py-1 pl-3 pr-1 text-sm">
              {closedDayLabel(day)}
              <button
                type="button"
                aria-label={`Remove ${closedDayLabel(day)}`}
                onClick={() => onChange(value.filter((d) => d !== day))}
                className="flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-accent"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No closed days.</p>
      )}
    </div>
  );
}
