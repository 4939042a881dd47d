import { formDocumentSchema } from "@yq/form-schema/form-document";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { validate } from "../lib/validate";
import { createForm, deleteForm, discardChanges, getForm, listForms, publishForm, updateForm } from "./forms.service";
import { FORM_NOT_FOUND } from "./owned-form";

const formId = idParams(FORM_NOT_FOUND, "id");

// Mounted at /api/forms next to the media and submissions routers, so every route attaches
// requireUser itself instead of a path-less use() that would also run for theirs.
export const formsRoutes = new Hono<AppEnv>()
  .get("/", requireUser, async (c) => c.json(await listForms(c.get("deps").db, currentUser(c).id)))
  .post("/", requireUser, validate("json", formDocumentSchema), async (c) =>
    c.json(await createForm(c.get("deps").db, currentUser(c).id, c.req.valid("json")), 201),
  )
  .get("/:id", requireUser, formId, async (c) =>
    c.json(await getForm(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .patch("/:id", requireUser, formId, validate("json", formDocumentSchema), async (c) =>
    c.json(await updateForm(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .post("/:id/publish", requireUser, formId, validate("json", formDocumentSchema), async (c) =>
    c.json(await publishForm(c.get("deps").db, currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .post("/:id/discard", requireUser, formId, async (c) =>
    c.json(await discardChanges(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .delete("/:id", requireUser, formId, async (c) =>
    c.json(await deleteForm(c.get("deps"), currentUser(c).id, c.req.param("id"))),
  );
