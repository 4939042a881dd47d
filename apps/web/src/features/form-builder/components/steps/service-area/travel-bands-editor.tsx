import { formatCents } from "@yq/form-schema/money-format";
import { MAX_TRAVEL_BANDS, serviceAreaSchema, type ServiceArea } from "@yq/form-schema/service-area";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { FieldMessage } from "../../fields/field-message";
import { feeCentsOf, feeDollarsText } from "../../../model/service-area";

type Bands = ServiceArea["travelBands"];
type Row = { miles: string; fee: string };
type Props = {
  bands: Bands;
  onChange: (bands: Bands) => void;
  hasCentre: boolean;
  /** What the fee is added to, in the form's words: "visit", or "push" on a snow form. */
  unit: string;
};

const MIN_MILES = 0.5;
const MAX_MILES = 200;
const MAX_FEE_CENTS = 100_000;
const toRows = (bands: Bands): Row[] =>
  bands.map((b) => ({ miles: String(b.upToMiles), fee: feeDollarsText(b.feeCents) }));

function milesProblem(text: string): string | null {
  const miles = Number(text.trim());
  if (text.trim() === "" || !Number.isFinite(miles)) return "Enter a number of miles.";
  return miles < MIN_MILES || miles > MAX_MILES ? `Enter miles from ${MIN_MILES} to ${MAX_MILES}.` : null;
}

function feeProblem(text: string): string | null {
  const cents = feeCentsOf(text);
  if (cents === null) return "Enter an amount in dollars, like 5 or 7.50.";
  return cents > MAX_FEE_CENTS ? `A travel fee is at most ${formatCents(MAX_FEE_CENTS)}.` : null;
}

/** The bands as typed, or null while any is not a valid band or they do not ascend. */
function bandsOf(rows: Row[]): { bands: Bands | null; order: string | null } {
  if (rows.some((r) => milesProblem(r.miles) || feeProblem(r.fee))) return { bands: null, order: null };
  const bands = rows.map((r) => ({ upToMiles: Number(r.miles.trim()), feeCents: feeCentsOf(r.fee)! }));
  const parsed = serviceAreaSchema.shape.travelBands.safeParse(bands);
  return parsed.success ? { bands, order: null } : { bands: null, order: parsed.error.issues[0]!.message };
}

/**
 * A fee added to every visit by distance from the business address (0-5 mi free, 5-10 mi $5).
 * The owner types dollars; the document keeps cents. Only a whole valid list reaches the
 * document (an invalid draft would not save); until then each field says what to fix.
 */
export function TravelBandsEditor({ bands, onChange, hasCentre, unit }: Props) {
  const id = useId();
  const [rows, setRows] = useState(() => toRows(bands));
  const committed = useRef(bands);
  // The document changed elsewhere (changes discarded): the rows follow it.
  useEffect(() => {
    if (bands !== committed.current) {
      committed.current = bands;
      setRows(toRows(bands));
    }
  }, [bands]);

  function edit(next: Row[]) {
    setRows(next);
    const { bands: valid } = bandsOf(next);
    if (valid) {
      committed.current = valid;
      onChange(valid);
    }
  }

  function addBand() {
    const last = rows[rows.length - 1];
    const lastMiles = last ? Number(last.miles) || 0 : 0;
    const lastFee = last ? (feeCentsOf(last.fee) ?? 0) : 0;
    edit([
      ...rows,
      { miles: String(Math.min(MAX_MILES, lastMiles + 5)), fee: feeDollarsText(last ? lastFee + 500 : 0) },
    ]);
  }

  const { order } = bandsOf(rows);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Travel fee by distance (optional)</legend>
      <p className="-mt-1 text-xs text-muted-foreground">
        Added to every {unit}, by distance from your business address. Beyond the last band its fee still applies.
      </p>
      {!hasCentre && rows.length > 0 && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Travel fees are measured from the business address: set the radius’s address above, or no fee is added.
        </p>
      )}
      {rows.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Travel fee bands">
          {rows.map((row, index) => {
            const from = index === 0 ? "0" : rows[index - 1]!.miles || "…";
            const mProblem = milesProblem(row.miles);
            // The list's order message is said once under it; the row that breaks it is marked.
            const outOfOrder = index > 0 && !mProblem && Number(row.miles) <= Number(rows[index - 1]!.miles);
            const fProblem = feeProblem(row.fee);
            const band = `Band ${index + 1}`;
            return (
              <li
                key={index}
                className="grid items-start gap-3 rounded-md border bg-muted/30 p-3 grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
              >
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-${index}-miles`}>From {from} mi up to</Label>
                  <div className="relative">
                    <Input
                      id={`${id}-${index}-miles`}
                      aria-label={`${band} up to miles`}
                      inputMode="decimal"
                      className="pr-9"
                      value={row.miles}
                      aria-invalid={mProblem !== null || outOfOrder || undefined}
                      aria-describedby={mProblem ? `${id}-${index}-miles-problem` : undefined}
                      onChange={(e) => edit(rows.map((r, i) => (i === index ? { ...r, miles: e.target.value } : r)))}
                    />
                    <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
                      mi
                    </span>
                  </div>
                  <FieldMessage id={`${id}-${index}-miles-problem`} message={mProblem} />
                </div>
                <div className="flex flex-col gap-2">
                  <Label htmlFor={`${id}-${index}-fee`}>Fee a {unit}</Label>
                  <div className="relative">
                    <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
                      $
                    </span>
                    <Input
                      id={`${id}-${index}-fee`}
                      aria-label={`${band} fee a ${unit}`}
                      inputMode="decimal"
                      className="pl-6"
                      value={row.fee}
                      aria-invalid={fProblem !== null || undefined}
                      aria-describedby={fProblem ? `${id}-${index}-fee-problem` : undefined}
                      onChange={(e) => edit(rows.map((r, i) => (i === index ? { ...r, fee: e.target.value } : r)))}
                    />
                  </div>
                  <FieldMessage id={`${id}-${index}-fee-problem`} message={fProblem} />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="mt-6"
                  aria-label={`Remove band ${index + 1}`}
                  onClick={() => edit(rows.filter((_, i) => i !== index))}
                >
                  <Trash2 />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldMessage message={order} />
      <div className={cn("flex flex-wrap items-center gap-3", rows.length === 0 && "-mt-1")}>
        {rows.length < MAX_TRAVEL_BANDS ? (
          <Button variant="outline" size="sm" onClick={addBand}>
            <Plus aria-hidden /> {rows.length === 0 ? "Add a travel fee" : "Add band"}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{MAX_TRAVEL_BANDS} bands is the most a form can have.</p>
        )}
        {rows.length === 0 && (
          <span className="text-xs text-muted-foreground">No travel fee: every {unit} costs the same.</span>
        )}
      </div>
    </fieldset>
  );
}
