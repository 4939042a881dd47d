import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import type { AppEnv } from "../app-env";
import { routeDocs } from "../lib/route-doc";
import { openApiDocument, type OpenApiDocument } from "./openapi-document";
import { referencePage } from "./reference-page";

const doc = routeDocs({
  name: "API description",
  description: "This description itself, generated from the routes (decision 081).",
});

/**
 * GET /api/openapi.json and GET /api/reference. `routes` is the whole app's route list (app.ts
 * hands it in, so this domain imports no router); it is complete once the app is built, so both
 * answers are made on first request and kept for the process's life.
 */
export function openApiRoutes(routes: () => readonly RouterRoute[]) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const described = () => (document ??= openApiDocument(routes()));
  return new Hono<AppEnv>()
    .get(
      "/openapi.json",
      doc("The API description, OpenAPI 3.1", { success: { description: "The description." } }),
      (c) => c.json(described(), 200, { "Cache-Control": "no-cache" }),
    )
    .get(
      "/reference",
      doc("The API description as a page to read", {
        success: { description: "The operations grouped by tag, as HTML.", mediaType: "text/html" },
      }),
      (c) => c.html((page ??= referencePage(described())), 200, { "Cache-Control": "no-cache" }),
    );
}
