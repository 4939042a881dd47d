import { useCallback, useEffect, useRef, useState } from "react";

// A few lines instead of a toast library: the public page has a 75 KB budget. Toasts live in a
// live region inside the form, so screen readers announce them and they stay inside the iframe.
// They are only for what has no place on the page (a refused redirect, the
// preview's note); they sit below the form in its flow, never over it.

export type ToastKind = "error" | "success" | "info";
export type Toast = { id: number; kind: ToastKind; title: string; description?: string };

export const ERROR_TOAST_MS = 5000;

export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (kind: ToastKind, title: string, description?: string, ms = ERROR_TOAST_MS) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-2), { id, kind, title, description }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        dismiss(id);
      }, ms);
      timers.current.add(timer);
    },
    [dismiss],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return { toasts, show, dismiss };
}

export function ToastRegion({ toasts, dismiss }: { toasts: Toast[]; dismiss: (id: number) => void }) {
  const errors = toasts.filter((t) => t.kind === "error");
  const others = toasts.filter((t) => t.kind !== "error");
  return (
    <div className="yq-toasts">
      <div role="alert" aria-live="assertive">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} dismiss={dismiss} />
        ))}
      </div>
      <div role="status" aria-live="polite">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} dismiss={dismiss} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: (id: number) => void }) {
  return (
    <div className={`yq-toast yq-toast-${toast.kind}`}>
      <div>
        <p className="yq-toast-title">{toast.title}</p>
        {toast.description && <p className="yq-toast-text">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="yq-toast-close"
        aria-label="Dismiss notification"
        // Out of the tab order: the toast goes by itself, and Tab should not stop on it.
        tabIndex={-1}
        onClick={() => dismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
