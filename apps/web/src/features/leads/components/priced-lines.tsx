import type { Agreement } from "@yq/form-schema/agreement/agreement";
import { termRows } from "@yq/form-schema/agreement/agreement-words";
import { centsText } from "@yq/form-schema/money-format";
import type { PricedQuote } from "@yq/form-schema/pricing/line-items";
import { PLAN_LABELS, PRICE_UNIT_LABELS } from "@yq/form-schema/pricing/plans";

/**
 * The accepted quote's line items as the server priced them: each service or
 * add-on with its size or area, plan, unit price times quantity, discount and tax, then the totals
 * and what the agreement says beyond them, in the words the customer read.
 */
export function PricedLines({ priced, agreement }: { priced: PricedQuote; agreement?: Agreement | null }) {
  const { totals } = priced;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2" aria-label="Line items">
        {priced.lines.map((line, i) => (
          <li key={`${line.kind}-${line.name}-${i}`} className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="font-medium">
                {line.name}
                {line.kind === "add_on" && <span className="font-normal text-muted-foreground"> (add-on)</span>}
              </div>
              <div className="text-muted-foreground">
                {[line.size, line.plan && PLAN_LABELS[line.plan]].filter(Boolean).join(" · ")}
              </div>
              <div className="text-muted-foreground">
                {line.quantity} × {centsText(line.unitPriceCents)} {PRICE_UNIT_LABELS[line.unit]}
                {line.discountCents > 0 && <> · discount −{centsText(line.discountCents)}</>}
                {line.taxCents > 0 && <> · tax {centsText(line.taxCents)}</>}
              </div>
            </div>
            <span className="shrink-0 whitespace-nowrap font-medium">{centsText(line.totalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t pt-2">
        <Total label="Subtotal" cents={totals.subtotalCents} />
        {totals.discountCents > 0 && (
          <Total
            label={priced.promoCode ? `Discount (${priced.promoCode})` : "Discount"}
            cents={-totals.discountCents}
          />
        )}
        {totals.taxCents > 0 && <Total label={priced.taxLabel ?? "Tax"} cents={totals.taxCents} />}
        <Total label="Total" cents={totals.totalCents} strong />
      </dl>
      {agreement && (
        <dl className="flex flex-col gap-1 border-t pt-2" aria-label="Agreement">
          {termRows(agreement).map((row) => (
            <div key={row.label} className="flex justify-between gap-3 text-muted-foreground">
              <dt>{row.label}</dt>
              <dd className="text-right">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function Total({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "font-semibold" : "text-muted-foreground"}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{cents < 0 ? `−${centsText(-cents)}` : centsText(cents)}</dd>
    </div>
  );
}
