/**
 * A failed request, said next to what it was about: the consent box, the quote's
 * answer, the video, the upsell. Not a toast: it stays until the visitor acts on it.
 */
export type Failure = { at: "consent" | "answer" | "video" | "upsell"; message: string };

/**
 * A failed request's message where it happened. The alert region is always in the
 * page, empty until a failure of its place, so screen readers announce the message when it comes.
 */
export function FailureNote({ failure, at }: { failure?: Failure | null; at: Failure["at"] }) {
  return (
    <p className="yq-field-error yq-failure" role="alert">
      {failure?.at === at ? failure.message : ""}
    </p>
  );
}
