import "./index.css";
import { startEarlyRequests } from "./lib/early-requests";

// The page's only script in the HTML, kept tiny. A prerendered page of the app (/auth:
// src/prerender.tsx; the landing page has its own entry, src/landing-main.ts) is usable as it
// arrives, so the app behind it (React, the router, the session) is fetched after the page has
// loaded and painted: its bytes then never compete with the first paint's (decision 061). An empty page needs the app at once.
const container = document.getElementById("root")!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

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

if (!container.hasChildNodes()) {
  // The first screen's API answers travel while the app's chunks do (lib/early-requests.ts).
  startEarlyRequests(location.pathname);
  void start();
} else if (document.readyState === "complete") requestAnimationFrame(() => setTimeout(start));
else addEventListener("load", () => requestAnimationFrame(() => setTimeout(start)), { once: true });
