import { Check, Copy } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

type Props = Omit<ButtonProps, "onClick"> & { copied: boolean; label: string; onCopy: () => void; text?: string };

/** A copy button whose icon turns into a check mark while `copied` is true. */
export function CopyButton({ copied, label, onCopy, text, ...props }: Props) {
  return (
    <Button
      variant="outline"
      size={text ? "default" : "icon"}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      onClick={onCopy}
      {...props}
    >
      {copied ? <Check className="text-green-600" aria-hidden /> : <Copy aria-hidden />}
      {text}
    </Button>
  );
}
