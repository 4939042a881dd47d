import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isToasterWanted, requestToaster, subscribeToasterWanted } from "@/lib/toast-queue";
import { whenIdle } from "@/lib/when-idle";

const SonnerToaster = lazy(async () => ({ default: (await import("./sonner-toaster")).SonnerToaster }));

/**
 * Where toasts show. Nothing on the first paint (nor in the prerendered pages): the Toaster and
 * its library load when the browser is idle or at the first toast (src/lib/toast-queue.ts).
 */
export function Toaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  useEffect(() => whenIdle(requestToaster), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
