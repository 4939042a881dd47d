import { bookingRequestSchema } from "@yq/form-schema/scheduling/booking";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { QUOTE_REQUEST_NOT_FOUND } from "../leads/lead-access";
import { leadTokenFrom } from "../leads/lead-token";
import { limitByIp } from "../lib/public-limits";
import { idParams } from "../lib/id-params";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { bookFirstVisit, visitDays } from "./booking.service";

const TOO_MANY = "Too many requests from this address; `Retry-After` says when to try again.";

const doc = routeDocs({
  name: "Public booking",
  description: "The visitor who accepted picks the first visit; the lead's token is the credential.",
});

export const bookingRoutes = new Hono<AppEnv>()
  .get(
    "/leads/:leadId/visit-days",
    doc("The days the visitor may pick for the first visit", {
      caller: "lead",
      parameters: [
        { in: "query", name: "key", description: "The key of Checkout's return address, instead of the token." },
      ],
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    async (c) => {
      const credential = { token: leadTokenFrom(c), returnKey: c.req.query("key") };
      return c.json(await visitDays(c.get("deps").db, c.req.param("leadId"), credential));
    },
  )
  .post(
    "/leads/:leadId/booking",
    doc("Book the first visit", {
      caller: "lead",
      success: { status: 201, description: "The booked visits." },
      examples: { fromPage: { token: "lead-token-from-the-first-record", date: "2027-05-04" } },
      errors: {
        400: "The day is outside the booking window, not worked, closed or out of season.",
        409: "The day filled up, the first visit is already booked, or there is nothing to book yet.",
        429: TOO_MANY,
      },
    }),
    idParams(QUOTE_REQUEST_NOT_FOUND, "leadId"),
    validate("json", bookingRequestSchema),
    async (c) => {
      await limitByIp(c, "writePerIp");
      const { token, returnKey, date } = c.req.valid("json");
      const credential = { token: leadTokenFrom(c, token), returnKey };
      const booked = await bookFirstVisit(c.get("deps"), c.req.param("leadId"), credential, date);
      return c.json({ booked }, 201);
    },
  );
