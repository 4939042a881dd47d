import { Hono } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { LEAD_STAGES } from "@yq/form-schema/lead-lifecycle";
import { leadsPageSchema } from "@yq/form-schema/lead-view";
import { leadNoteInputSchema, leadNoteSchema, leadStatusInputSchema, leadWorkSchema } from "@yq/form-schema/lead-work";
import { submissionsPageSchema } from "@yq/form-schema/submissions-page";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { FORM_NOT_FOUND, findOwnedForm } from "../lib/owned-form";
import { csvFileName, leadsCsv } from "./leads-csv";
import { auditBy } from "../audit/audit.service";
import { deleteLead, LEAD_NOT_FOUND } from "./lead-deletion.service";
import { listLeads } from "./leads.service";
import { addLeadNote, leadWork, setLeadStatus } from "./lead-work.service";
import { listSubmissions } from "./submissions.service";
import { allLeadsPageSchema, allLeadsQuerySchema } from "@yq/form-schema/all-leads";
import { listAllLeads } from "./all-leads.service";
import { clearTestRuns, testRunToken } from "./test-runs.service";

const pageParams = {
  page: z.coerce.number().int("Page must be a whole number.").min(1, "Page must be 1 or more.").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "Page size can be at most 100.").default(25),
};

const leadFilter = {
  // An empty value from the filter select means "all stages".
  stage: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(LEAD_STAGES, "Choose a stage from the list.").optional(),
  ),
  q: z.string().max(200, "Search can be at most 200 characters.").optional(),
};

const doc = routeDocs({
  name: "Leads",
  description: "A form's leads: the submissions list (one row per lead), the CSV export, the owner's status and notes.",
});

const LeadsQuery = z.object({ ...pageParams, ...leadFilter });
const LeadsCsvQuery = z.object(leadFilter);

/**
 * Mounted at /api/forms next to the forms and media routers, so each route carries its own
 * requireUser (a path-less .use here would also guard the other routers' paths).
 */
export const leadsRoutes = new Hono<AppEnv>()
  .get(
    "/:id/submissions",
    doc("A form's submissions, one per lead, filtered and a page at a time", {
      description: "With the form's header and the number of all its leads (decision 091).",
      success: { schema: submissionsPageSchema },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("query", LeadsQuery),
    async (c) => {
      const { db } = c.get("deps");
      const form = await findOwnedForm(db, currentUser(c).id, c.req.param("id"));
      const { page, pageSize, stage, q } = c.req.valid("query");
      return c.json(await listSubmissions(db, form, { stage, q }, page, pageSize));
    },
  )
  .get(
    "/:id/leads",
    doc("A form's leads, filtered and a page at a time", { success: { schema: leadsPageSchema } }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("query", LeadsQuery),
    async (c) => {
      const { db } = c.get("deps");
      const form = await findOwnedForm(db, currentUser(c).id, c.req.param("id"));
      const { page, pageSize, stage, q } = c.req.valid("query");
      return c.json(await listLeads(db, form, { stage, q }, page, pageSize));
    },
  )
  .get(
    "/:id/leads/:leadId",
    doc("One lead's status, notes, timeline and visits", { success: { schema: leadWorkSchema } }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    idParams(LEAD_NOT_FOUND, "leadId"),
    async (c) => c.json(await leadWork(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.param("leadId"))),
  )
  .put(
    "/:id/leads/:leadId/status",
    doc("Set the owner's status of a lead", {
      description: "New, contacted, scheduled, won or lost; a change sends the lead.updated webhook (decision 091).",
      success: { description: "The status and when it was set." },
      examples: { contacted: { status: "contacted" } },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadStatusInputSchema),
    async (c) =>
      c.json(
        await setLeadStatus(
          c.get("deps"),
          currentUser(c).id,
          c.req.param("id"),
          c.req.param("leadId"),
          c.req.valid("json").status,
        ),
      ),
  )
  .post(
    "/:id/leads/:leadId/notes",
    doc("Add a dated note to a lead", {
      description: "Sends the lead.updated webhook (decision 091).",
      success: { status: 201, schema: leadNoteSchema },
      examples: { note: { body: "Called, comes Tuesday at 9 to measure the back yard." } },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    idParams(LEAD_NOT_FOUND, "leadId"),
    validate("json", leadNoteInputSchema),
    async (c) =>
      c.json(
        await addLeadNote(
          c.get("deps"),
          currentUser(c).id,
          c.req.param("id"),
          c.req.param("leadId"),
          c.req.valid("json").body,
        ),
        201,
      ),
  )
  /** Deletes one lead with all its records, on the customer's request. */
  .delete(
    "/:id/leads/:leadId",
    doc("Delete one lead with all its records", {
      description: "On the customer's request: every record, queued message and video of the lead (decision 083).",
      success: { description: "How many records were deleted." },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    idParams(LEAD_NOT_FOUND, "leadId"),
    async (c) =>
      c.json(await deleteLead(c.get("deps"), currentUser(c).id, c.req.param("id"), c.req.param("leadId"), auditBy(c))),
  )
  // The owner's test runs from the preview: the token the public page marks them
  // with, the list (the submissions' rows) and clearing them. Another owner's form is a 404.
  .post(
    "/:id/test-runs/token",
    doc("A token that marks the form's leads as the owner's test runs", {
      description:
        "The public form opened with `?test=1` asks for it with the owner's session; leads started with it are " +
        "left out of every list, count and message, and take no payment (decision 112). Good for 12 hours.",
      success: { description: "The token and when it expires." },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    async (c) => {
      const deps = c.get("deps");
      const form = await findOwnedForm(deps.db, currentUser(c).id, c.req.param("id"));
      c.header("Cache-Control", "no-store");
      return c.json(testRunToken(deps, form));
    },
  )
  .get(
    "/:id/test-runs",
    doc("The form's test runs from the preview, newest first", { success: { schema: leadsPageSchema } }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("query", z.object(pageParams)),
    async (c) => {
      const { db } = c.get("deps");
      const form = await findOwnedForm(db, currentUser(c).id, c.req.param("id"));
      const { page, pageSize } = c.req.valid("query");
      return c.json(await listLeads(db, form, { testRuns: true }, page, pageSize));
    },
  )
  .delete(
    "/:id/test-runs",
    doc("Clear the form's test runs", {
      description: "Deletes every test run of the form with its records; real leads are not touched.",
      success: { description: "How many test runs were cleared." },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    async (c) => {
      const deps = c.get("deps");
      const form = await findOwnedForm(deps.db, currentUser(c).id, c.req.param("id"));
      return c.json(await clearTestRuns(deps, form));
    },
  )
  .get(
    "/:id/leads.csv",
    doc("A form's leads as a CSV file", {
      success: { description: "The CSV file, streamed as it is written.", mediaType: "text/csv" },
    }),
    requireUser,
    idParams(FORM_NOT_FOUND, "id"),
    validate("query", LeadsCsvQuery),
    async (c) => {
      const { db, logger } = c.get("deps");
      const form = await findOwnedForm(db, currentUser(c).id, c.req.param("id"));
      const filter = c.req.valid("query");
      c.header("Content-Type", "text/csv; charset=utf-8");
      c.header("Content-Disposition", `attachment; filename="${csvFileName(form.name)}"`);
      c.header("Cache-Control", "no-store");
      return stream(
        c,
        async (out) => {
          for await (const chunk of leadsCsv(db, form, filter)) await out.write(chunk);
        },
        async (err) => {
          // Headers are already sent: the download ends early and the log says why.
          logger.error({ reqId: c.get("requestId"), err }, "leads CSV export failed");
        },
      );
    },
  )
  // The Leads screen: every form's leads in one list (all-leads.service.ts). Two segments, so no
  // "/:id" or "/:id/leads" route above takes it for a form id.
  .get(
    "/leads/all",
    doc("Every lead of the owner's forms, newest first, a page at a time", {
      description: "Filtered by form, status, stage and dates; paged by the cursor of the previous page.",
      success: { schema: allLeadsPageSchema },
    }),
    requireUser,
    validate("query", allLeadsQuerySchema),
    async (c) => c.json(await listAllLeads(c.get("deps").db, currentUser(c).id, c.req.valid("query"))),
  );
