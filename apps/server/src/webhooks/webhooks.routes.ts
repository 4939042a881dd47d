import { webhookEndpointInputSchema, webhookEndpointUpdateSchema } from "@yq/form-schema/webhooks";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { validate } from "../lib/validate";
import {
  createEndpoint,
  deleteEndpoint,
  ENDPOINT_NOT_FOUND,
  listDeliveries,
  listEndpoints,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from "./webhooks.service";

const endpointId = idParams(ENDPOINT_NOT_FOUND, "id");

/** The owner's webhook endpoints under /api/webhooks; every route is the signed-in owner's own. */
export const webhooksRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listEndpoints(c.get("deps").db, currentUser(c).id)))
  .post("/", validate("json", webhookEndpointInputSchema), async (c) =>
    c.json(await createEndpoint(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201),
  )
  .patch("/:id", endpointId, validate("json", webhookEndpointUpdateSchema), async (c) =>
    c.json(await updateEndpoint(c.get("deps"), currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .delete("/:id", endpointId, async (c) =>
    c.json(await deleteEndpoint(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .post("/:id/rotate-secret", endpointId, async (c) =>
    c.json(await rotateSecret(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .post("/:id/test", endpointId, async (c) =>
    c.json(await sendTestEvent(c.get("deps").db, currentUser(c).id, c.req.param("id")), 202),
  )
  .get("/:id/deliveries", endpointId, async (c) =>
    c.json(await listDeliveries(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  );
