import type { ServiceProblems } from "@yq/form-schema/listed-service-problems";
import { MAX_SIZE_OPTIONS, type SizeOption, type SnowSize } from "@yq/form-schema/pricing/listed-services";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";
import { FieldMessage } from "../../fields/field-message";
import { PriceInput } from "../../fields/price-input";

type Card = SizeOption | SnowSize;
/** A price of a size card: "price", or a snow size's "perPushPrice" and "seasonalPrice". */
type SizePriceColumn<S extends Card> = { key: keyof S & string; label: string; disabled?: boolean };

type Props<S extends Card> = {
  /** "Driveway size", "Yard size": what one card is, in the service's own words. */
  sizeWord: string;
  sizes: S[];
  prices: SizePriceColumn<S>[];
  problems: ServiceProblems;
  onChange: (sizes: S[]) => void;
  /** A new, empty card with this id. */
  newSize: (id: string) => S;
};

/** The size cards a visitor picks from: each with its name, description, price(s) and an on/off switch. */
export function SizeCardsEditor<S extends Card>({ sizeWord, sizes, prices, problems, onChange, newSize }: Props<S>) {
  const edit = (id: string, patch: Partial<S>) => onChange(sizes.map((s) => (s.id === id ? { ...s, ...patch } : s)));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold">{sizeWord}s</legend>
      <ul className="flex flex-col gap-2">
        {sizes.map((size, index) => {
          const name = `${sizeWord} ${index + 1}`;
          return (
            <li key={size.id} className="flex flex-col gap-3 rounded-md border bg-muted/30 p-2.5 @sm:p-3">
              <div className="flex items-start gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <Input
                    aria-label={`${name} name`}
                    placeholder={`${sizeWord} name`}
                    value={size.label}
                    maxLength={200}
                    className="h-9 font-medium"
                    aria-invalid={problems[`size:${size.id}:label`] ? true : undefined}
                    onChange={(e) => edit(size.id, { label: e.target.value } as Partial<S>)}
                  />
                  <FieldMessage message={problems[`size:${size.id}:label`]} />
                </div>
                <Switch
                  className="mt-2"
                  aria-label={`Offer ${name}`}
                  checked={size.enabled}
                  onCheckedChange={(enabled) => edit(size.id, { enabled } as Partial<S>)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${name.toLowerCase()}`}
                  onClick={() => onChange(sizes.filter((s) => s.id !== size.id))}
                >
                  <Trash2 />
                </Button>
              </div>
              {size.enabled && (
                <div
                  className={
                    prices.length === 1
                      ? "grid items-start gap-3 @sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
                      : "grid grid-cols-2 items-start gap-3 @3xl:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]"
                  }
                >
                  <label
                    className={cn(
                      "flex flex-col gap-2 text-xs font-medium text-muted-foreground",
                      prices.length > 1 && "col-span-2 @3xl:col-span-1",
                    )}
                  >
                    Description
                    <Input
                      aria-label={`${name} description`}
                      placeholder="What fits this size"
                      value={size.description}
                      maxLength={5000}
                      className="h-9 font-normal text-foreground"
                      onChange={(e) => edit(size.id, { description: e.target.value } as Partial<S>)}
                    />
                  </label>
                  {prices.map((price) => (
                    <PriceInput
                      key={price.key}
                      label={`${name} ${price.label.toLowerCase()}`}
                      visibleLabel={price.label}
                      className="flex flex-col gap-2 [&>label]:text-xs [&>label]:text-muted-foreground"
                      value={size[price.key] as number}
                      disabled={price.disabled}
                      problem={price.disabled ? null : problems[`size:${size.id}:${price.key}`]}
                      onChange={(value) => edit(size.id, { [price.key]: value } as Partial<S>)}
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FieldMessage message={problems.sizes} />
      {sizes.length < MAX_SIZE_OPTIONS ? (
        <div>
          <Button variant="outline" size="sm" onClick={() => onChange([...sizes, newSize(crypto.randomUUID())])}>
            <Plus /> Add {sizeWord.toLowerCase()}
          </Button>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">
          {MAX_SIZE_OPTIONS} sizes is the most a service can offer. Remove one to add another.
        </p>
      )}
    </fieldset>
  );
}
