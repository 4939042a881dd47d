import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { mapConfig } from "../lib/map-settings";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { limitByIp } from "../lib/public-limits";
import { geocode, geocoderUrl } from "./geocode.service";

/**
 * The map's settings and the address search of the public form. Searches go through the server
 * (not from the browser to the geocoder) so the page's connect-src stays 'self', the geocoder
 * sees one identified client as Nominatim's usage policy asks, and our rate limit applies.
 * The form searches when the visitor asks (Enter or Find), never per keystroke: the public
 * Nominatim instance forbids autocomplete.
 */
const doc = routeDocs({ name: "Map", description: "The public form's map settings and address search." });

export const mapRoutes = new Hono<AppEnv>()
  .get(
    "/map",
    doc("The map's settings", { success: { description: "`map` is null when no imagery is set up." } }),
    (c) => c.json({ map: mapConfig(c.get("deps").env) }),
  )
  .get(
    "/geocode",
    doc("Find an address", {
      description: "The visitor's search, sent on through the server to the geocoder (GEOCODER_URL).",
      errors: {
        429: "Too many searches from this address; `Retry-After` says when to try again.",
        503: "No geocoder is set up.",
      },
    }),
    validate(
      "query",
      z.object({ q: z.string().trim().min(3, "Please type at least 3 characters of your address.").max(200) }),
    ),
    async (c) => {
      // Refused before the address's limit counts a search that could not happen.
      geocoderUrl(c.get("deps").env);
      await limitByIp(c, "writePerIp");
      return c.json(await geocode(c.get("deps"), c.req.valid("query").q, c.get("requestId")));
    },
  );
