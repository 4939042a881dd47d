import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { whenIdle } from "@/lib/when-idle";

/** `load`, called once; a failed load (offline) is tried again at the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

type Options = {
  /** What the trigger opens, for its aria-haspopup until the part is in. */
  popup: "menu" | "dialog";
  /** The keys that open it from the trigger, as Radix's own trigger does. */
  openKeys: string[];
};

/**
 * A popup (Radix's menu or dialog with its trigger) whose code is not part of the first load
 * (docs/decisions/110-what-made-the-owner-apps-first-load-small.md). Until it is in, the page
 * shows a stand-in of its trigger, the same button, that loads it on intent (pointer over, focus,
 * press) and remembers a press, keyboard or pointer, as a request to open: the part then renders
 * open. The code also loads once the browser is idle after the first paint.
 *
 * The part replaces the stand-in (a new button): a focused stand-in hands its focus to the part's
 * trigger (`focusTrigger`), and a pointer press on a dialog's stand-in holds the swap until its
 * click, which would otherwise land on no button (the menu opens on the press itself, as Radix's).
 */
export function useLazyOnIntent<Part>(load: () => Promise<Part>, { popup, openKeys }: Options) {
  const [part, setPart] = useState<{ Part: Part; focusTrigger: boolean } | null>(null);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const arrived = useRef<Part | null>(null);
  const pressed = useRef(false);

  const swap = useCallback(() => {
    const Part = arrived.current;
    if (Part === null || pressed.current || trigger.current === null) return;
    const focusTrigger = document.activeElement === trigger.current;
    setPart({ Part, focusTrigger });
  }, []);
  const start = useCallback(() => {
    if (arrived.current !== null) return;
    load().then(
      (Part) => {
        arrived.current = Part;
        swap();
      },
      () => {},
    );
  }, [load, swap]);
  useEffect(() => whenIdle(start), [start]);

  const release = () => {
    pressed.current = false;
    swap();
  };
  const requestOpen = () => {
    start();
    setOpen(true);
  };
  const triggerProps = {
    ref: trigger,
    "aria-haspopup": popup,
    "aria-expanded": open,
    "data-state": open ? "open" : "closed",
    onPointerEnter: start,
    onFocus: start,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      start();
      if (event.button !== 0 || event.ctrlKey) return;
      if (popup === "menu") setOpen(true);
      else pressed.current = true;
    },
    onPointerCancel: release,
    onPointerLeave: release,
    onClick: () => {
      requestOpen();
      release();
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!openKeys.includes(event.key)) return;
      // No click follows: the part, once in, may already be the focused button.
      event.preventDefault();
      requestOpen();
    },
  };
  return { Part: part?.Part ?? null, focusTrigger: part?.focusTrigger ?? false, open, setOpen, triggerProps };
}
