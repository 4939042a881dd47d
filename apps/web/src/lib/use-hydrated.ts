import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * false while React renders on the server or hydrates a prerendered page (src/prerender.tsx),
 * true from the render after hydration on, and at once in a page React renders itself. Markup
 * that depends on what the build cannot know (the URL's query) or that needs the script to work
 * (a submit button) waits for it, so the first client render matches the HTML.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
