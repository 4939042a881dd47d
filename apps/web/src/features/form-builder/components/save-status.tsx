import type { AutosaveStatus } from "../hooks/use-autosave";

const TEXT: Record<AutosaveStatus, string> = {
  idle: "Changes save automatically",
  saving: "Saving...",
  saved: "All changes saved",
  failed: "Changes not saved yet. Use Save Draft to try again.",
};

/** A quiet line under the title: autosave shows no toast, but people like to know. A new form saves from its first change. */
export function SaveStatus({
  hasId,
  status,
  problem,
}: {
  hasId: boolean;
  status: AutosaveStatus;
  problem: string | null;
}) {
  if (!hasId && status === "failed" && problem) {
    return (
      <p className="max-w-2xl text-sm text-destructive" aria-live="polite">
        Not saved: {problem}
      </p>
    );
  }
  if (hasId && status === "failed" && problem) {
    return (
      <p className="max-w-2xl text-sm text-destructive" aria-live="polite">
        Changes not saved: {problem} Fix it, or use Save Draft to unpublish while you work.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {hasId || status !== "idle" ? TEXT[status] : "Your first change saves this form as a draft"}
    </p>
  );
}
