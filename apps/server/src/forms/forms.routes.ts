import { defaultFormDocument, defaultFormDocumentFor } from "@yq/form-schema/defaults";
import { formDocumentSchema } from "@yq/form-schema/form-document";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { createForm, deleteForm, discardChanges, getForm, listForms, publishForm, updateForm } from "./forms.service";
import { FORM_NOT_FOUND } from "../lib/owned-form";

const formId = idParams(FORM_NOT_FOUND, "id");
const doc = routeDocs({ name: "Forms", description: "The owner's quote forms: drafts, publishing, versions." });
/** A new form as the builder starts it, from its type's defaults (packages/form-schema/src/defaults.ts). */
const newForm = { newForm: { ...defaultFormDocument(), name: "Lawn mowing quote" } };
const newForms = { ...newForm, snowForm: { ...defaultFormDocumentFor("snow_quote"), name: "Snow removal quote" } };

// Mounted at /api/forms next to the media and submissions routers, so every route attaches
// requireUser itself instead of a path-less use() that would also run for theirs.
export const formsRoutes = new Hono<AppEnv>()
  .get("/", doc("List the owner's forms"), requireUser, async (c) =>
    c.json(await listForms(c.get("deps").db, currentUser(c).id)),
  )
  .post(
    "/",
    doc("Create a form", {
      description: "New Form starts from the chosen type's defaults; only a second Mowing Quote is refused.",
      examples: newForms,
      success: { status: 201, description: "The form as stored." },
      errors: { 409: "The account already has its one Mowing Quote form." },
    }),
    requireUser,
    validate("json", formDocumentSchema),
    async (c) => c.json(await createForm(c.get("deps").db, currentUser(c).id, c.req.valid("json")), 201),
  )
  .get("/:id", doc("One form, its draft and what is published"), requireUser, formId, async (c) =>
    c.json(await getForm(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .patch(
    "/:id",
    doc("Save a form's draft", { examples: newForm }),
    requireUser,
    formId,
    validate("json", formDocumentSchema),
    async (c) => c.json(await updateForm(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .post(
    "/:id/publish",
    doc("Publish a form", {
      description: "Saves the document and makes it the version visitors see.",
      examples: newForm,
      errors: { 409: "The form cannot be published yet; the message says what is missing." },
    }),
    requireUser,
    formId,
    validate("json", formDocumentSchema),
    async (c) => c.json(await publishForm(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .post("/:id/discard", doc("Discard the draft's changes since publishing"), requireUser, formId, async (c) =>
    c.json(await discardChanges(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .delete("/:id", doc("Delete a form with its leads and media"), requireUser, formId, async (c) =>
    c.json(await deleteForm(c.get("deps"), currentUser(c).id, c.req.param("id"))),
  );
