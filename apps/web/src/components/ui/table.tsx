import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}
export const TableHeader = (props: ComponentProps<"thead">) => <thead className="[&_tr]:border-b" {...props} />;
export const TableBody = (props: ComponentProps<"tbody">) => (
  <tbody className="[&_tr:last-child]:border-0" {...props} />
);
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/60", className)} {...props} />;
}
export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th className={cn("h-11 px-4 text-left align-middle font-medium text-muted-foreground", className)} {...props} />
  );
}
export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("p-4 align-middle", className)} {...props} />;
}
