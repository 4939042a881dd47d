import type { toast as sonnerToast } from "sonner";

type Toast = typeof sonnerToast;

// The toast library and its Toaster are about 10 KB of the first load that the first paint never
// shows (docs/decisions/110-what-made-the-owner-apps-first-load-small.md): they load at the first
// toast or when the browser is idle, whichever comes first. A toast asked for before then waits
// here, in order, until both the library and a mounted Toaster are in.
let toast: Toast | null = null;
let loading: Promise<void> | null = null;
let mountedToasters = 0;
let wanted = false;
const wantedListeners = new Set<() => void>();
const waiting: Array<(toast: Toast) => void> = [];

function flush() {
  if (!toast || mountedToasters === 0) return;
  for (const show of waiting.splice(0)) show(toast);
}

/** Mounts the Toaster (src/components/ui/toaster.tsx) and loads the library, once. */
export function requestToaster() {
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((listener) => listener());
  }
  // A failed load (offline) is tried again at the next toast; the waiting toasts stay queued.
  loading ??= import("sonner").then(
    (sonner) => {
      toast = sonner.toast;
      flush();
    },
    () => {
      loading = null;
    },
  );
}

/** Shows a toast now if the Toaster is in, otherwise as soon as it is. */
export function showToast(show: (toast: Toast) => void) {
  waiting.push(show);
  flush();
  requestToaster();
}

export function subscribeToasterWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => {
    wantedListeners.delete(listener);
  };
}

export const isToasterWanted = () => wanted;

/**
 * Called by the mounted Toaster after its own subscription to the library (a parent's effect runs
 * after its children's): the waiting toasts go out. Returns the unmount, for the effect's cleanup.
 */
export function toasterMounted() {
  mountedToasters++;
  flush();
  return () => {
    mountedToasters--;
  };
}
