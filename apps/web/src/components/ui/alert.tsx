import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Alert({
  className,
  variant = "info",
  ...props
}: ComponentProps<"div"> & { variant?: "info" | "destructive" }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn(
        "flex gap-3 rounded-lg border p-4 text-sm [&>svg]:size-5 [&>svg]:shrink-0",
        variant === "info" ? "border-blue-200 bg-blue-50 text-blue-900" : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
      {...props}
    />
  );
}
