import { lazy, Suspense, type ComponentProps } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { SubmissionDetailsDialog } from "./submission-details-dialog";

// A lead's details (its quote, billing, visits, timeline, work and the shapes they are read with)
// are most of a leads list's JavaScript, zod among it: the list paints without them, and the
// dialog loads when the owner first reaches for a row (decision 131).
const load = () => import("./submission-details-dialog");
const DetailsDialog = lazy(() => load().then((m) => ({ default: m.SubmissionDetailsDialog })));

/** Starts loading the dialog as the pointer or focus reaches the list, so a click opens it at once. */
export const preloadDetailsDialog = () => void load();

/** The details dialog, loaded on first use; while it loads, the page says so over itself. */
export function LazyDetailsDialog(props: ComponentProps<typeof SubmissionDetailsDialog>) {
  return (
    <Suspense
      fallback={
        props.record && (
          <div className="fixed inset-0 z-50 grid place-items-center bg-black/20">
            <Spinner label="Opening lead" className="rounded-lg bg-background shadow-lg" />
          </div>
        )
      }
    >
      <DetailsDialog {...props} />
    </Suspense>
  );
}
