/** A field's problem under it, in the words of the check that found it; nothing when there is none. */
export function FieldMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-destructive">
      {message}
    </p>
  );
}
