import { samePromoCode } from "@yq/form-schema/pricing/promo-codes";
import {
  PROMO_KINDS,
  PROMO_SCOPES,
  promoCodeTextSchema,
  type PromoCode,
  type PromoKind,
  type PromoScope,
} from "@yq/form-schema/pricing/pricing-settings";
import type { PromoScopeWords } from "@yq/form-schema/pricing/promo-scope-words";
import { Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { FieldMessage } from "../../fields/field-message";
import { NumberField } from "../../fields/number-field";

const KIND_LABELS: Record<PromoKind, string> = { percent: "Percent off", amount: "Amount off" };

/** What is wrong with a typed code: the schema's words, or that another code of the form is the same. */
function codeProblem(text: string, others: readonly PromoCode[]): string | null {
  const parsed = promoCodeTextSchema.safeParse(text);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "Use letters, digits, - and _ only.";
  return others.some((o) => samePromoCode(o.code, text)) ? "Another code of this form is the same." : null;
}

type Props = {
  promo: PromoCode;
  /** The form's other codes: a code must differ from each of them. */
  others: readonly PromoCode[];
  /** "First visit only" on a mowing form, "First push only" on a snow form (promo-scope-words.ts). */
  scopeWords: PromoScopeWords;
  onChange: (patch: Partial<PromoCode>) => void;
  onRemove: () => void;
};

/** One promo code: what it takes off, on which charges, until when and how often, and whether it works now. */
export function PromoCodeRow({ promo, others, scopeWords, onChange, onRemove }: Props) {
  const id = useId();
  const [text, setText] = useState(promo.code);
  useEffect(() => setText((current) => (samePromoCode(current, promo.code) ? current : promo.code)), [promo.code]);
  const problem = codeProblem(text, others);
  const name = promo.code;
  return (
    <li className="flex flex-col gap-3 rounded-md border bg-muted/30 p-3">
      <div className="flex items-start gap-3">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <Label htmlFor={`${id}-code`}>Code</Label>
          <Input
            id={`${id}-code`}
            value={text}
            maxLength={30}
            autoCapitalize="characters"
            className="font-mono uppercase"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-code-problem` : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (codeProblem(e.target.value, others) === null) onChange({ code: e.target.value.trim() });
            }}
          />
          <FieldMessage id={`${id}-code-problem`} message={problem} />
        </div>
        <label className="flex items-center gap-2 pt-8 text-sm text-muted-foreground">
          <Switch
            aria-label={`Code ${name} works`}
            checked={promo.enabled}
            onCheckedChange={(enabled) => onChange({ enabled })}
          />
          {promo.enabled ? "On" : "Off"}
        </label>
        <Button variant="ghost" size="icon" className="mt-6" aria-label={`Remove code ${name}`} onClick={onRemove}>
          <Trash2 />
        </Button>
      </div>
      <div className="grid items-start gap-3 @sm:grid-cols-2 @3xl:grid-cols-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-kind`}>Discount</Label>
          <Select value={promo.kind} onValueChange={(kind) => onChange({ kind: kind as PromoKind })}>
            <SelectTrigger id={`${id}-kind`} aria-label={`Discount of ${name}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROMO_KINDS.map((kind) => (
                <SelectItem key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <NumberField
          key={promo.kind}
          label={`${promo.kind === "percent" ? "Percent" : "Amount"} off with ${name}`}
          visibleLabel={promo.kind === "percent" ? "Percent" : "Amount"}
          value={promo.value}
          min={promo.kind === "percent" ? 1 : 0.01}
          max={promo.kind === "percent" ? 100 : 100_000}
          prefix={promo.kind === "amount" ? "$" : undefined}
          suffix={promo.kind === "percent" ? "%" : undefined}
          onChange={(value) => onChange({ value: value ?? promo.value })}
        />
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-scope`}>Applies to</Label>
          <Select value={promo.scope} onValueChange={(scope) => onChange({ scope: scope as PromoScope })}>
            <SelectTrigger
              id={`${id}-scope`}
              aria-label={`What ${name} applies to`}
              aria-describedby={scopeWords.note ? `${id}-scope-note` : undefined}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROMO_SCOPES.map((scope) => (
                <SelectItem key={scope} value={scope}>
                  {scopeWords.labels[scope]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {scopeWords.note && (
            <p id={`${id}-scope-note`} className="text-xs text-muted-foreground">
              {scopeWords.note}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-expires`}>Last day (optional)</Label>
          <Input
            id={`${id}-expires`}
            type="date"
            value={promo.expiresOn ?? ""}
            onChange={(e) =>
              onChange({ expiresOn: /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) ? e.target.value : null })
            }
          />
        </div>
        <NumberField
          label={`Uses of ${name}`}
          visibleLabel="Uses allowed"
          value={promo.maxUses}
          integer
          optional
          min={1}
          max={1_000_000}
          placeholder="No limit"
          hint="Accepted quotes it may be used on."
          onChange={(maxUses) => onChange({ maxUses })}
        />
      </div>
    </li>
  );
}
