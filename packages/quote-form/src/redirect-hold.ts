// The owner's redirect waits while the visitor has a first visit to pick: the result step holds it
// from the moment it offers the calendar, the picker lets go when there is nothing to pick, and
// announce-result.ts then leaves the redirect as a "Continue" link instead of leaving the page.
// Loaded only with the result step, so the form's first download does not carry it.

let holds = 0;

/** Holds the redirect; the returned function lets go (once, however often it is called). */
export function holdRedirect(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

/** Whether a result step still offers a first visit to pick. */
export const redirectHeld = () => holds > 0;
