import { lazy } from "react";

// Everything after the contact fields is loaded after the first paint (and fetched at once when the
// browser is idle), so the public page's first download stays inside its size budget.
const loaders = {
  service: () => import("./service-gate"),
  project: () => import("./project-section"),
  upsell: () => import("./upsell-section"),
  result: () => import("./result-section"),
  announce: () => import("./announce-result"),
};

export const LazyServiceStep = lazy(() => loaders.service().then((m) => ({ default: m.GatedServiceStep })));
export const LazyProjectSection = lazy(() => loaders.project().then((m) => ({ default: m.ProjectSection })));
export const LazyUpsellSection = lazy(() => loaders.upsell().then((m) => ({ default: m.UpsellSection })));
export const LazyResultSection = lazy(() => loaders.result().then((m) => ({ default: m.ResultSection })));

/** What a step shows in the moment its chunk is still on its way. */
export const loading = <p className="yq-hint">Loading…</p>;

/** Fetches the later steps ahead of need; a failure here is retried by the lazy component. */
export function prefetchSteps() {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
