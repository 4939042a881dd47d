import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

type Props = Omit<ComponentProps<"input">, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  multiline?: boolean;
};

/** A labelled input or textarea whose value lives in the editor model. */
export function TextField({ label, value, onValueChange, hint, multiline, className, ...props }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className ? `flex flex-col gap-2 ${className}` : "flex flex-col gap-2"}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          id={id}
          value={value}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          onChange={(e) => onValueChange(e.target.value)}
          aria-describedby={hint ? hintId : undefined}
        />
      ) : (
        <Input
          {...props}
          id={id}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-describedby={hint ? hintId : undefined}
        />
      )}
      {hint && (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
    </div>
  );
}
