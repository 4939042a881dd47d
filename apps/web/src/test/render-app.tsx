import { cleanup, configure, render } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import type { Hono } from "hono";
import { StrictMode, type ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";
import { createQueryClient, Providers } from "@/app/providers";
import { routes } from "@/app/routes";
import { answerRequests } from "./answer-requests";

type Options = {
  /** Answers the page's requests; a request it has no route for fails the test. */
  server?: Hono;
};

type ComponentOptions = Options & {
  /** The route pattern the component is mounted at, for its useParams (by default every path). */
  path?: string;
  /** The address the page opens at. */
  at?: string;
};

// A screen's first render in a file imports and transforms its modules (a lazy page too), which
// on a busy two-core machine (CI runs the suites side by side) takes seconds, not the 1 s a
// findBy waits by default nor the 5 s a test may take.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

let stopAnswering: (() => void) | null = null;
let clearQueries: (() => void) | null = null;

// The file's tests share one page: each starts on an empty one. (Testing Library's own cleanup
// registers itself only where the test functions are globals, which this repository's are not.)
afterEach(() => {
  cleanup();
  toast.dismiss();
  clearQueries?.();
  clearQueries = null;
  const stop = stopAnswering;
  stopAnswering = null;
  stop?.();
});

function mount(appRoutes: RouteObject[], at: string, server: Hono | undefined) {
  const answers = answerRequests(server);
  stopAnswering = answers.stop;
  const queryClient = createQueryClient();
  clearQueries = () => queryClient.clear();
  const router = createMemoryRouter(appRoutes, { initialEntries: [at] });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return { ...view, user, router, queryClient, sent: answers.sent };
}

/**
 * `ui` as the app shows it: in StrictMode, inside the app's providers (a fresh query client with
 * the app's defaults, the toaster) and a memory router, at `at` (by default "/").
 */
export function renderApp(ui: ReactElement, { server, path = "*", at = "/" }: ComponentOptions = {}) {
  return mount([{ path, element: ui }], at, server);
}

/** The app's own screens at `at`: the session guard, the layout, the lazily loaded page. */
export function renderRoute(at: string, { server }: Options = {}) {
  return mount(routes, at, server);
}
