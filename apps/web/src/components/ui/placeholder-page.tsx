import { Construction } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "./card";

/** Stands in for a screen that a later piece of work builds; it says so plainly. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3 text-muted-foreground">
        <Construction className="size-5" aria-hidden />
        <p>This screen is not built yet. It is coming in a later release.</p>
      </CardContent>
    </Card>
  );
}
