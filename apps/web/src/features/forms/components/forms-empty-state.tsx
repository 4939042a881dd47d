import { Sprout } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function FormsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <div className="rounded-full bg-accent p-4 text-primary">
          <Sprout className="size-8" aria-hidden />
        </div>
        <div className="flex max-w-md flex-col gap-2">
          <h2 className="text-2xl font-semibold">Launch Your Lawn Care Quote System</h2>
          <p className="text-muted-foreground">
            Build an instant-quote form with your services, yard sizes and prices, then put it on your website so
            customers can get a price and book in minutes.
          </p>
        </div>
        <Button size="lg" onClick={onCreate}>
          Create Quote System
        </Button>
      </CardContent>
    </Card>
  );
}
