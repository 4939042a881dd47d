import { z } from "zod";
import { CUSTOMER_FIELD_TYPES } from "./constants";
import { submissionSchema } from "./submission";

// The answer of GET /api/forms/:id/submissions: one page of records and what the screens need of
// the form itself (header texts, which contact fields to list, the consent text).

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
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  submissions: z.array(submissionSchema),
});

export type SubmissionsForm = z.infer<typeof submissionsFormSchema>;
export type SubmissionsPage = z.output<typeof submissionsPageSchema>;
