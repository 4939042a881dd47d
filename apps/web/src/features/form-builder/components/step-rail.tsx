import type { FormType } from "@yq/form-schema/constants";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { cn } from "@/lib/utils";
import { builderSteps } from "../model/steps";

type Props = { current: number; onSelect: (step: number) => void; formType: FormType };

/** The six numbered steps; a row that scrolls on small screens, a column from lg up. */
export function StepRail({ current, onSelect, formType }: Props) {
  const activeRef = useRef<HTMLButtonElement>(null);
  // On a phone the rail is a scrolling row: keep the current step in sight.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);
  return (
    <nav aria-label="Form builder steps" className="lg:w-44 lg:shrink-0">
      <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {builderSteps(formType).map((label, index) => {
          const active = index === current;
          const done = index < current;
          return (
            <li key={index} className="shrink-0">
              <button
                type="button"
                ref={active ? activeRef : undefined}
                onClick={() => onSelect(index)}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "flex w-full cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-left text-sm transition-colors",
                  active ? "bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                )}
              >
                <span
                  className={cn(
                    "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                    active
                      ? "border-primary-foreground"
                      : done
                        ? "border-primary bg-primary/10 text-primary"
                        : "border-input",
                  )}
                  aria-hidden
                >
                  {done ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span className="whitespace-nowrap font-medium">{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
