import type { PublicFormDocument } from "@yq/form-schema/public-document";
import type { ToastKind } from "./toasts";
import type { ResponseStatus } from "@yq/form-schema/lead-lifecycle";

export const REDIRECT_DELAY_MS = 3000;

export type Announcement = {
  doc: PublicFormDocument;
  mode: "live" | "preview";
  response: ResponseStatus;
  /** Back from a finished Stripe Checkout: the payment the form asked for is made. */
  paid?: boolean;
  notify: (kind: ToastKind, title: string, description?: string, ms?: number) => void;
  /** The pending redirect, cleared if the form goes away first. */
  timer: { current: ReturnType<typeof setTimeout> | null };
  /** A redirect the browser refused stays on the result step as a link the visitor can follow. */
  setFallbackUrl: (url: string | null) => void;
};

/**
 * After an accept with the redirect on, the redirect 3 s later (where the form asks for a payment, once it is made:
 * back from Checkout on the host page). The result step itself says the outcome, focused and announced: no toast
 * repeats it. Toasts are left for what has no place on the page: a redirect the browser refused, and the preview's
 * note of where visitors would go.
 * The preview never leaves the builder.
 */
export function announceResult({ doc, mode, response, paid, notify, timer, setFallbackUrl }: Announcement) {
  const redirect = doc.redirectSettings;
  // A form asking for a payment sends the visitor to Stripe first; the redirect follows the payment.
  const redirecting =
    response === "accept" &&
    (paid || doc.paymentSettings.mode === "none") &&
    redirect.enabled &&
    redirect.url.trim() !== "";
  if (!redirecting) return;
  // The redirect code is loaded only by the forms that redirect.
  void Promise.all([import("./redirect"), import("./redirect-hold")]).then(
    ([{ followRedirect, redirectTarget }, { redirectHeld }]) => {
      const target = redirectTarget(redirect.url);
      if (!target.ok) return notify("error", "Redirect Failed", target.message);
      if (mode === "preview") return notify("info", "Preview", `Visitors are sent to ${target.url} after 3 seconds.`);
      timer.current = setTimeout(() => {
        // A first visit still to pick keeps the visitor here; the redirect waits as a link.
        if (redirectHeld()) return setFallbackUrl(target.url);
        const outcome = followRedirect(redirect.url, redirect.openInNewTab);
        if (!outcome.ok) {
          notify("error", outcome.title, outcome.message);
          setFallbackUrl(outcome.url ?? null);
        }
      }, REDIRECT_DELAY_MS);
    },
  );
}
