import { Loader2 } from "lucide-react";
import { cn } from "@/lib/utils";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn("flex items-center justify-center p-8", className)}>
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
    </div>
  );
}
