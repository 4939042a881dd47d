import { startTransition, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import type { QueryClient } from "@tanstack/react-query";
import type { createBrowserRouter } from "react-router";

/** How often, and how many quiet checks in a row, before the screen counts as shown. */
const CHECK_MS = 50;
const QUIET_CHECKS = 3;
/** A screen that keeps asking (a poll) is put in place after this long anyway. */
const LONGEST_MS = 6000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A prerendered loading state is replaced by its screen (decision 123): the app renders into a
 * hidden container beside it, and once the screen has committed, no query is fetching and the
 * router is idle, that container takes the loading state's place (and its id). So a first load
 * goes from the loading state straight to the screen with its data, never through the screen's own
 * spinner, and nothing that was painted moves: the screen's elements are new ones, which a layout
 * shift does not count.
 *
 * Rendered as a transition: out of sight, React may yield to the browser between components (the
 * work counts as blocking time on a phone otherwise).
 */
export async function replaceWhenSettled(
  container: HTMLElement,
  app: ReactNode,
  { queryClient, router }: { queryClient: QueryClient; router: Pick<ReturnType<typeof createBrowserRouter>, "state"> },
) {
  const next = document.createElement("div");
  next.hidden = true;
  container.after(next);
  const root = createRoot(next);
  startTransition(() => root.render(app));
  const until = performance.now() + LONGEST_MS;
  for (let quiet = 0; quiet < QUIET_CHECKS && performance.now() < until;) {
    await wait(CHECK_MS);
    const busy = !next.hasChildNodes() || queryClient.isFetching() > 0 || router.state.navigation.state !== "idle";
    quiet = busy ? 0 : quiet + 1;
  }
  container.replaceWith(next);
  next.id = container.id;
  next.hidden = false;
}
