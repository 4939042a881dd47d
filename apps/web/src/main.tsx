import "./index.css";
import { arrivedAsSignedInShell } from "./app/signed-in-shell";
import { startEarlyRequests } from "./lib/early-requests";

// The page's only script in the HTML, kept tiny. A prerendered page of the app (/auth:
// src/prerender.tsx; the landing page has its own entry, src/landing-main.ts) is usable as it
// arrives, so the app behind it (React, the router, the session) is fetched after the page has
// loaded and painted: its bytes then never compete with the first paint's (decision 061). An
// empty page needs the app at once. The prerendered dashboard is between the two:
// it shows only its loading state, so its figures are asked for, and the app fetched, right after
// its first paint, without waiting for the page's load.
const container = document.getElementById("root")!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/**
 * The next task without a timer's clamp: nested timers wait at least 4 ms each from the fifth on,
 * which thirty small steps would add up to a visible delay before the app starts.
 */
const yieldTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
/** Runs `then` in the task after the next frame, i.e. once what the HTML holds has painted. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then));

/**
 * React DOM (the largest library) is evaluated in a task of its own, the rest of the app in the
 * next: evaluating a module graph is one task, and the whole app at once held a phone's main
 * thread for about half a second, which a tap would wait behind. (Only whole modules can be
 * staged so: a dynamic import keeps every export, so the router, one large module of which the
 * app uses part, stays in the app's task.)
 */
async function start() {
  await import("react-dom/client");
  await nextTask();
  await import("./app/start");
}

/**
 * How many of the app's preload links are added per task: each costs the main thread 1.5-3 ms on
 * this project's measuring machine (4x that at Lighthouse's slowdown), so eight made tasks of
 * 80-110 ms there; two stay under the 50 ms a task may take before it blocks (decision 132).
 */
const PRELOADS_PER_TASK = 2;

/**
 * The app's chunks the prerendered page lists inert (scripts/prerender-pages.mjs), now fetched in
 * parallel. A few links per task: each costs the main thread about half a millisecond (2-3 ms at
 * Lighthouse's 4x slowdown), all forty at once made a long task.
 */
async function preloadApp() {
  const template = document.getElementById("app-preloads");
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  for (let i = 0; i < links.length; i += PRELOADS_PER_TASK) {
    document.head.append(...links.slice(i, i + PRELOADS_PER_TASK));
    await yieldTask();
  }
}

if (!container.hasChildNodes()) {
  // The first screen's API answers travel while the app's chunks do (lib/early-requests.ts).
  startEarlyRequests(location.pathname, location.search);
  void start();
} else if (arrivedAsSignedInShell(container)) {
  afterPaint(() => {
    startEarlyRequests(location.pathname, location.search);
    // All of them before the import: it then finds its chunks already on the way (measured:
    // without them, or added after the import began, the app's evaluation blocked longer; decision 098).
    void preloadApp().then(start);
  });
} else if (document.readyState === "complete") afterPaint(start);
else addEventListener("load", () => afterPaint(start), { once: true });
