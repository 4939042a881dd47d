import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "@yq/form-schema/lead-lifecycle";
import { MAX_LEAD_NOTE, type LeadWork } from "@yq/form-schema/lead-work";
import { format } from "date-fns";
import { Mail, Phone } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toastError, toastSuccess } from "@/lib/toast";
import { useAddLeadNote } from "../api/add-lead-note";
import { useSetLeadStatus } from "../api/set-lead-status";

/** The digits and a leading + of a phone number, for a tel: link that every phone dials. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

// A visitor's text goes into a mailto: link only when it is a plain address: nothing that could
// add headers (?bcc=) or carry markup.
const PLAIN_EMAIL = /^[^\s@<>"?&]+@[^\s@<>"?&]+\.[^\s@<>"?&]+$/;

type Lead = { formId: string; leadId: string };

/** Call and Email with one click, and the owner's status of the lead. */
export function LeadActions({
  formId,
  leadId,
  phone,
  email,
  work,
}: Lead & { phone: string | null; email: string | null; work: LeadWork | undefined }) {
  const setStatus = useSetLeadStatus(formId, leadId);
  async function change(status: LeadStatus) {
    try {
      await setStatus.mutateAsync(status);
      toastSuccess("Status saved", `The lead is now ${LEAD_STATUS_LABELS[status]}.`);
    } catch (err) {
      toastError("Error", errorMessage(err, "The status could not be saved."));
    }
  }
  const status = setStatus.isPending ? setStatus.variables : work?.status;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-wrap gap-2">
        {phone && (
          <Button asChild variant="outline" size="sm">
            <a href={telHref(phone)}>
              <Phone aria-hidden /> Call {phone}
            </a>
          </Button>
        )}
        {email && PLAIN_EMAIL.test(email) && (
          <Button asChild variant="outline" size="sm">
            <a href={`mailto:${email}`}>
              <Mail aria-hidden /> Email
            </a>
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-1 sm:w-44">
        <Label htmlFor="lead-status">Lead status</Label>
        <Select value={status} onValueChange={(v) => void change(v as LeadStatus)} disabled={!work}>
          <SelectTrigger id="lead-status" aria-label="Lead status">
            <SelectValue placeholder="Loading…" />
          </SelectTrigger>
          <SelectContent>
            {LEAD_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}

/** The owner's dated notes, oldest first, and a box to add one. */
export function LeadNotes({ formId, leadId, work }: Lead & { work: LeadWork | undefined }) {
  const addNote = useAddLeadNote(formId, leadId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = body.trim();
    if (!text) return setError("Write something in the note before adding it.");
    try {
      await addNote.mutateAsync(text);
      setBody("");
      setError(null);
    } catch (err) {
      setError(errorMessage(err, "The note could not be saved."));
    }
  }
  return (
    <div className="flex flex-col gap-3">
      {work && work.notes.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Notes">
          {work.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/60 p-3 text-sm">
              <p className="whitespace-pre-line break-words">{note.body}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {format(new Date(note.createdAt), "MMM d, yyyy 'at' h:mm a")}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-col gap-2">
        <Label htmlFor="lead-note">Add a note</Label>
        <Textarea
          id="lead-note"
          value={body}
          maxLength={MAX_LEAD_NOTE}
          placeholder="What happened, what comes next: only you see your notes."
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "lead-note-error" : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        {error && (
          <p id="lead-note-error" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">
            {body.length}/{MAX_LEAD_NOTE}
          </span>
          <Button type="submit" size="sm" disabled={addNote.isPending}>
            {addNote.isPending ? "Adding..." : "Add note"}
          </Button>
        </div>
      </form>
    </div>
  );
}
