import { z } from "zod";
import { listedLeadBillingShape } from "./lead-billing";
import { LEAD_STAGES, LEAD_STATUSES } from "./lead-lifecycle";
import { leadsPageLeadSchema } from "./lead-view";
import { submissionsFormSchema } from "./submissions-page";

// The Leads screen (/leads): every lead of the owner's forms in one list, newest first, paged by
// a cursor on (created_at, id) so a page costs the same on the first page and the thousandth
// (GET /api/forms/leads/all, apps/server/src/leads/all-leads.service.ts).

const ALL_LEADS_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 100;

/** An empty value from a filter control means "no filter". */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

const instant = (what: string) =>
  z.preprocess(
    blankAsUnset,
    z.iso.datetime({ offset: true, message: `${what} must be a date and time like 2026-05-01T00:00:00Z.` }).optional(),
  );

export const allLeadsQuerySchema = z
  .object({
    /** One form of the owner's; another owner's form, or one that does not exist, answers 404. */
    formId: z.preprocess(blankAsUnset, z.string().max(100).optional()),
    /** The owner's own status of the lead ("new" until they set one). */
    status: z.preprocess(blankAsUnset, z.enum(LEAD_STATUSES, "Choose a lead status from the list.").optional()),
    /** How far the visitor got. */
    stage: z.preprocess(blankAsUnset, z.enum(LEAD_STAGES, "Choose a stage from the list.").optional()),
    /** Leads that started at or after this moment. */
    from: instant("The start of the date range"),
    /** Leads that started before this moment (the end of the range's last day). */
    to: instant("The end of the date range"),
    /** The previous page's `nextCursor`; none for the first page. */
    cursor: z.preprocess(blankAsUnset, z.string().max(200).optional()),
    pageSize: z.coerce
      .number()
      .int("Page size must be a whole number.")
      .min(1, "Page size must be 1 or more.")
      .max(MAX_PAGE_SIZE, `Page size can be at most ${MAX_PAGE_SIZE}.`)
      .default(ALL_LEADS_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), {
    path: ["to"],
    message: "The end of the date range must come after its start.",
  });

export type AllLeadsQuery = z.output<typeof allLeadsQuerySchema>;

/** A lead of the list, with the form it came through and whether a charge of its plan failed. */
export const allLeadsLeadSchema = leadsPageLeadSchema.extend({ formId: z.string(), ...listedLeadBillingShape });

export const allLeadsPageSchema = z.object({
  /** Every form of the owner's, newest first: the form filter's choices and each lead's form. */
  forms: z.array(submissionsFormSchema),
  leads: z.array(allLeadsLeadSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export type AllLeadsLead = z.output<typeof allLeadsLeadSchema>;
export type AllLeadsPage = z.output<typeof allLeadsPageSchema>;
