import { FORM_TYPES, FORM_TYPE_LABELS, type FormType } from "@yq/form-schema/constants";
import { Layers, Snowflake, Sprout, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

const TYPE_CHOICES: Record<FormType, { icon: LucideIcon; text: string }> = {
  mowing_quote: { icon: Sprout, text: "Mowing by yard size and frequency, plus landscaping requests." },
  snow_quote: { icon: Snowflake, text: "Plowing per push or for the season, priced by driveway size." },
  other: { icon: Layers, text: "Start empty and list your own services: cleanups, aeration, programs." },
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (formType: FormType) => void;
  /** The account already has its one Mowing Quote. */
  mowingTaken: boolean;
};

/** New Form's first question: what the form quotes. Each choice is a button (Tab, Enter). */
export function NewFormDialog({ open, onOpenChange, onChoose, mowingTaken }: Props) {
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>New Form</DialogTitle>
          <DialogDescription>What will this form quote? You can add more services in the builder.</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {FORM_TYPES.map((type) => {
            const { icon: Icon, text } = TYPE_CHOICES[type];
            const taken = type === "mowing_quote" && mowingTaken;
            return (
              <li key={type}>
                <button
                  type="button"
                  aria-labelledby={`${id}-${type}-name`}
                  aria-describedby={`${id}-${type}`}
                  onClick={() => onChoose(type)}
                  className={cn(
                    "flex w-full items-start gap-3 rounded-lg border p-3 text-left transition-colors",
                    "hover:border-primary hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    taken && "opacity-70",
                  )}
                >
                  <span className="rounded-md bg-accent p-2 text-primary">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span id={`${id}-${type}-name`} className="font-medium">
                      {FORM_TYPE_LABELS[type]}
                    </span>
                    <span id={`${id}-${type}`} className="text-sm text-muted-foreground">
                      {taken ? "You already have one: each account can have one mowing quote form." : text}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
