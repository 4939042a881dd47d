import { samePromoCode } from "@yq/form-schema/pricing/promo-codes";
import { MAX_PROMO_CODES, type PromoCode } from "@yq/form-schema/pricing/pricing-settings";
import type { PromoScopeWords } from "@yq/form-schema/pricing/promo-scope-words";
import { Plus } from "lucide-react";
import { toastUndo } from "@/components/undo-toast";
import { Button } from "@/components/ui/button";
import { PromoCodeRow } from "./promo-code-row";

type Props = {
  codes: readonly PromoCode[];
  /** The scope's words in the form's units (promo-scope-words.ts). */
  scopeWords: PromoScopeWords;
  onChange: (update: (codes: PromoCode[]) => PromoCode[]) => void;
};

/** A code no other code of the form has: PROMO1, PROMO2... */
function freeCode(codes: readonly PromoCode[]) {
  let n = codes.length + 1;
  while (codes.some((c) => samePromoCode(c.code, `PROMO${n}`))) n += 1;
  return `PROMO${n}`;
}

/**
 * The form's promo codes. A new code starts switched off (10% off the first visit or push), so
 * nothing a visitor can use exists before the owner has set it and switched it on.
 */
export function PromoCodesEditor({ codes, scopeWords, onChange }: Props) {
  function add() {
    const code: PromoCode = {
      id: crypto.randomUUID(),
      enabled: false,
      code: freeCode(codes),
      kind: "percent",
      value: 10,
      scope: "first",
      expiresOn: null,
      maxUses: null,
    };
    onChange((list) => [...list, code]);
  }

  function remove(promo: PromoCode) {
    const index = codes.findIndex((c) => c.id === promo.id);
    onChange((list) => list.filter((c) => c.id !== promo.id));
    toastUndo(`Removed code ${promo.code}`, "Visitors can no longer use it.", () =>
      onChange((list) => {
        if (list.some((c) => c.id === promo.id || samePromoCode(c.code, promo.code))) return list;
        if (list.length >= MAX_PROMO_CODES) return list;
        const next = [...list];
        next.splice(Math.min(index, next.length), 0, promo);
        return next;
      }),
    );
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">Promo codes</legend>
      {codes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No codes yet. Visitors type a code on the quote to get its discount.
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Promo codes">
          {codes.map((promo) => (
            <PromoCodeRow
              key={promo.id}
              promo={promo}
              others={codes.filter((c) => c.id !== promo.id)}
              scopeWords={scopeWords}
              onChange={(patch) => onChange((list) => list.map((c) => (c.id === promo.id ? { ...c, ...patch } : c)))}
              onRemove={() => remove(promo)}
            />
          ))}
        </ul>
      )}
      {codes.length < MAX_PROMO_CODES ? (
        <div>
          <Button variant="outline" size="sm" onClick={add}>
            <Plus /> Add promo code
          </Button>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{MAX_PROMO_CODES} codes is the most a form can have.</p>
      )}
    </fieldset>
  );
}
