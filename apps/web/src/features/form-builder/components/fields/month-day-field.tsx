import { MONTH_SHORT_NAMES, monthDayText } from "@yq/form-schema/month-names";
import { useEffect, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FieldMessage } from "./field-message";

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** "11-15" → null when it is a day of the year, else what to type instead. */
function monthDayProblem(text: string): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return "Use month-day with two digits each, like 11-15 for Nov 15.";
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12) return "The month is 01 to 12.";
  if (day < 1 || day > DAYS_IN_MONTH[month - 1]!)
    return `${MONTH_SHORT_NAMES[month - 1]} has days 01 to ${DAYS_IN_MONTH[month - 1]}.`;
  return null;
}

type Props = { label: string; value: string; onChange: (value: string) => void; problem?: string | null };

/** A day that comes back every year (a season's start or end), typed as MM-DD; only a real day reaches the model. */
export function MonthDayField({ label, value, onChange, problem }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);
  const message = monthDayProblem(text) ?? problem ?? null;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={text}
        placeholder="MM-DD"
        maxLength={5}
        inputMode="numeric"
        aria-invalid={message !== null}
        aria-describedby={`${id}-note`}
        onChange={(e) => {
          setText(e.target.value);
          if (monthDayProblem(e.target.value) === null) onChange(e.target.value.trim());
        }}
      />
      {message ? (
        <FieldMessage id={`${id}-note`} message={message} />
      ) : (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {monthDayText(value)}, every year
        </p>
      )}
    </div>
  );
}
