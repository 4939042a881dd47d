import { useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

/** A screen failed to load (often a new release replaced its chunk): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </div>
  );
}
