import { z } from "zod";
import { LEAD_STATUSES } from "./lead-lifecycle";
import { leadVisitsShape } from "./lead-visits";
import { quoteSnapshotSchema } from "./quote-snapshot";

// The owner's work on one lead: the status they set, their dated notes, and the
// lead's timeline from the visit to the last follow-up (GET /api/forms/:id/leads/:leadId).

export const MAX_LEAD_NOTE = 2000;

/** PUT /api/forms/:id/leads/:leadId/status */
export const leadStatusInputSchema = z.object({
  status: z.enum(LEAD_STATUSES, "Choose a status from the list: New, Contacted, Scheduled, Won or Lost."),
});

/** POST /api/forms/:id/leads/:leadId/notes: blank notes are refused, surrounding spaces dropped. */
export const leadNoteInputSchema = z.object({
  body: z
    .string("Write the note as text.")
    .trim()
    .min(1, "Write something in the note before adding it.")
    .max(MAX_LEAD_NOTE, `A note can be at most ${MAX_LEAD_NOTE} characters; split it into two notes.`),
});

export const leadNoteSchema = z.object({ id: z.string(), body: z.string(), createdAt: z.string() });
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const LEAD_EVENT_KINDS = [
  "viewed",
  "started",
  "price_shown",
  "accepted",
  "declined",
  "sent",
  "upsell",
  "paid",
  "followed_up",
  "came_back",
  "status",
  "note",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** One moment of a lead's timeline; `text` says what happened, `quote` carries the prices shown. */
export const leadEventSchema = z.object({
  kind: z.enum(LEAD_EVENT_KINDS),
  at: z.string(),
  text: z.string(),
  quote: quoteSnapshotSchema.nullable(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

export const leadWorkSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  /** When the owner last set the status; null while it is the default "new". */
  statusUpdatedAt: z.string().nullable(),
  /** Oldest first. */
  notes: z.array(leadNoteSchema),
  /** Oldest first. */
  timeline: z.array(leadEventSchema),
  /** The booked series and its visits (lead-visits.ts). */
  ...leadVisitsShape,
});
export type LeadWork = z.infer<typeof leadWorkSchema>;
