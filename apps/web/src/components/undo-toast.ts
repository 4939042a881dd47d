import { showToast } from "@/lib/toast-queue";

/**
 * A toast saying what was just removed, with Undo, for removals that are costly to redo by hand
 * (a priced service, a promo code). It stays 8 s: long enough to read and reach the button.
 */
export function toastUndo(title: string, description: string, onUndo: () => void) {
  showToast((toast) => toast(title, { description, duration: 8000, action: { label: "Undo", onClick: onUndo } }));
}
