import type { RouterRoute } from "hono/types";
import { findTargetHandler } from "hono/utils/handler";
import type { z } from "zod";
import { docPartOf, type DocPart } from "../lib/route-doc";

// The walk over the app's routes that the API description is built from: which
// method and path each route answers, and what its chain of middleware says of it.
/** One route of the app (method and Hono path) and what its chain tells of it, in order. */
export type RouteParts = { method: string; path: string; parts: DocPart[] };

/** Hono's `/forms/:id/media/:size` as OpenAPI writes it: `/forms/{id}/media/{size}`. */
export const openApiPath = (path: string) =>
  path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_match, name: string) => `{${name}}`);

/** A `use()` path (`/api/admin/*`) as the routes it runs for: `/api/admin` and below. */
export function pathsCoveredBy(pattern: string): RegExp {
  const escaped = pattern
    .replace(/\/\*$/, "\u0000")
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/:[A-Za-z0-9_]+/g, "[^/]+")
    .replace(/\*/g, ".*")
    .replace("\u0000", "(?:/.*)?");
  return new RegExp(`^${escaped}$`);
}

/**
 * Every method and path the app answers under /api, with the doc parts of its chain. A `use()`
 * (method ALL) before a route lends it its parts when its path covers the route's (the role
 * guards of /api/admin). Parts come through `findTargetHandler`, which sees through the wrapper
 * Hono puts around a sub-app's handlers when that app has an error handler of its own.
 */
export function routeParts(routes: readonly RouterRoute[]): RouteParts[] {
  const uses: { matches: RegExp; part: DocPart }[] = [];
  const byRoute = new Map<string, RouteParts>();
  for (const route of routes) {
    const part = docPartOf(findTargetHandler(route.handler));
    if (route.method === "ALL") {
      if (part) uses.push({ matches: pathsCoveredBy(route.path), part });
      continue;
    }
    if (!route.path.startsWith("/api/")) continue;
    const key = `${route.method} ${route.path}`;
    let entry = byRoute.get(key);
    if (!entry) {
      const inherited = uses.filter((use) => use.matches.test(route.path)).map((use) => use.part);
      entry = { method: route.method, path: route.path, parts: inherited };
      byRoute.set(key, entry);
    }
    if (part) entry.parts.push(part);
  }
  return [...byRoute.values()];
}

/** The route's doc() part, if it has one. */
export const routeDocOf = (route: RouteParts) =>
  route.parts.find((part): part is Extract<DocPart, { kind: "route" }> => part.kind === "route");

/** The zod schema of the route's JSON body: the one validate("json") checks, or the one it reads itself. */
export function jsonBodySchemaOf(route: RouteParts): z.ZodType | undefined {
  for (const part of route.parts) if (part.kind === "input" && part.target === "json") return part.schema;
  const body = routeDocOf(route)?.doc.body;
  return body && "schema" in body ? body.schema : undefined;
}
