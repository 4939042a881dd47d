/** Request only: nothing to price, only what the visitor will be asked. */
export function RequestEditor() {
  return (
    <p className="rounded-md bg-muted/50 p-3 text-sm text-muted-foreground">
      Visitors describe their project and may add a video; you reply with a price, as for Landscaping.
    </p>
  );
}
