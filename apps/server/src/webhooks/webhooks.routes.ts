import { webhookEndpointInputSchema, webhookEndpointUpdateSchema } from "@yq/form-schema/webhooks";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { currentUser, requireUser } from "../auth/session";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
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
const doc = routeDocs({ name: "Webhooks", description: "The owner's webhook endpoints and their deliveries." });
const endpoint = {
  url: "https://hooks.example.com/yardquote",
  description: "CRM",
  events: ["lead.started", "lead.completed"],
};

/** The owner's webhook endpoints under /api/webhooks; every route is the signed-in owner's own. */
export const webhooksRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", doc("List the webhook endpoints"), async (c) =>
    c.json(await listEndpoints(c.get("deps").db, currentUser(c).id)),
  )
  .post(
    "/",
    doc("Add a webhook endpoint", {
      examples: { endpoint },
      success: { status: 201, description: "The endpoint with its signing secret, shown this once." },
      errors: { 409: "The owner already has the most endpoints allowed." },
    }),
    validate("json", webhookEndpointInputSchema),
    async (c) => c.json(await createEndpoint(c.get("deps"), currentUser(c).id, c.req.valid("json")), 201),
  )
  .patch(
    "/:id",
    doc("Change a webhook endpoint", { examples: { disable: { enabled: false }, retarget: { url: endpoint.url } } }),
    endpointId,
    validate("json", webhookEndpointUpdateSchema),
    async (c) => c.json(await updateEndpoint(c.get("deps"), currentUser(c).id, c.req.param("id"), c.req.valid("json"))),
  )
  .delete("/:id", doc("Delete a webhook endpoint"), endpointId, async (c) =>
    c.json(await deleteEndpoint(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .post("/:id/rotate-secret", doc("Replace an endpoint's signing secret"), endpointId, async (c) =>
    c.json(await rotateSecret(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  )
  .post(
    "/:id/test",
    doc("Send a test event", { success: { status: 202, description: "The event is queued for delivery." } }),
    endpointId,
    async (c) => c.json(await sendTestEvent(c.get("deps").db, currentUser(c).id, c.req.param("id")), 202),
  )
  .get("/:id/deliveries", doc("An endpoint's recent deliveries"), endpointId, async (c) =>
    c.json(await listDeliveries(c.get("deps").db, currentUser(c).id, c.req.param("id"))),
  );
