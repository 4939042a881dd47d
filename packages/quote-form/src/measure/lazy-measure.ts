import { lazy } from "react";

// The measuring step and the map inside it are lazy chunks: neither is part of the public form's
// first download; both load only when a visitor who is asked to measure reaches the step.
export const LazyMeasureStep = lazy(() => import("./measure-step").then((m) => ({ default: m.MeasureStep })));
