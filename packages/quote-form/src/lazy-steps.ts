import { lazy } from "react";

// The quote card and the steps after it are loaded after the first paint (and fetched at once when the
// browser is idle), so the public page's first download stays inside its size budget.
const loaders = {
  quote: () => import("./quote-card"),
  project: () => import("./project-section"),
  upsell: () => import("./upsell-section"),
  result: () => import("./result-section"),
};

export const LazyQuoteCard = lazy(() => loaders.quote().then((m) => ({ default: m.QuoteCard })));
export const LazyProjectSection = lazy(() => loaders.project().then((m) => ({ default: m.ProjectSection })));
export const LazyUpsellSection = lazy(() => loaders.upsell().then((m) => ({ default: m.UpsellSection })));
export const LazyResultSection = lazy(() => loaders.result().then((m) => ({ default: m.ResultSection })));

/** Fetches the later steps ahead of need; a failure here is retried by the lazy component. */
export function prefetchSteps() {
  for (const load of Object.values(loaders)) load().catch(() => undefined);
}
