import { z } from "zod";
import { CUSTOMER_FIELD_TYPES } from "./constants";
import { leadsPageLeadSchema } from "./lead-view";

// The answer of GET /api/forms/:id/submissions: one page of the form's submissions, one per lead,
// and what the screens need of the form itself (header texts, which contact fields
// to list, the consent text).

export const submissionsFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The enabled contact fields, in the form's order. */
  customerFields: z.array(z.enum(CUSTOMER_FIELD_TYPES)),
  /** The consent as plain text: the owner's table shows it as text. */
  consent: z.object({ enabled: z.boolean(), text: z.string() }),
});

export const submissionsPageSchema = z.object({
  form: submissionsFormSchema,
  /** Every lead of the form: the header's "{n} total submissions". */
  total: z.number().int().min(0),
  /** The leads the stage filter and search leave: what the pages go through. */
  matching: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  submissions: z.array(leadsPageLeadSchema),
});

export type SubmissionsForm = z.infer<typeof submissionsFormSchema>;
export type SubmissionsPage = z.output<typeof submissionsPageSchema>;
