import type { RouterRoute } from "hono/types";
import { findTargetHandler } from "hono/utils/handler";
import { z } from "zod";
import { rejectUnstorableText, UNSTORABLE_REFUSED } from "../lib/middleware";
import { errorBodySchema, type RouteDoc, type RouteTag } from "../lib/route-doc";
import { optionalDiscriminatorsAsAnyOf } from "./optional-discriminator";
import { openApiPath, pathsCoveredBy, routeDocOf, routeParts, type RouteParts } from "./route-parts";

// The OpenAPI 3.1 description of the JSON API, built from the app's own routes:
// each route's chain of middleware says what it checks (lib/route-doc.ts), and the zod schemas
// that validate a request are turned into JSON Schema (draft 2020-12, which OpenAPI 3.1 uses)
// by zod itself. Nothing here is written per route.

type JsonSchema = Record<string, unknown>;
type Parameter = { in: "path" | "query" | "header" | "cookie"; name: string; required?: boolean } & JsonSchema;
type Response = { description: string; content?: Record<string, { schema?: JsonSchema }> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, JsonSchema> };
  responses: Record<string, Response>;
};
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

export type OpenApiDocument = {
  openapi: "3.1.1";
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

/**
 * zod's JSON Schema for one side of a schema ("input": what a caller may send, with defaults
 * and before transforms; "output": what the server answers). Shared definitions ($defs, from
 * recursive or registered schemas) move to components.schemas, where OpenAPI looks them up.
 */
function toJsonSchema(schema: z.ZodType, io: "input" | "output", shared: Record<string, JsonSchema>): JsonSchema {
  const zods = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  const written = optionalDiscriminatorsAsAnyOf(recordsAsProperties(zods)) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = written;
  if (!$defs) return rest;
  for (const [name, definition] of Object.entries($defs as Record<string, JsonSchema>)) {
    if (shared[name] && JSON.stringify(shared[name]) !== JSON.stringify(definition)) {
      throw new Error(`Two different schemas share the name ${name} in the API description.`);
    }
    shared[name] = definition;
  }
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/'));
}

/**
 * zod writes a record keyed by an enum (the funnel's steps: `{ views: n, started: n, ... }`) as
 * `propertyNames` + `additionalProperties` + `required`: valid JSON Schema, but the required names
 * are defined nowhere, so a reader of the description (or a client generator) cannot see them.
 * The same object as properties: each key of the enum, each with the record's value schema.
 */
function recordsAsProperties(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(recordsAsProperties);
  if (!node || typeof node !== "object") return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, recordsAsProperties(value)]));
  const keys = (schema.propertyNames as JsonSchema | undefined)?.enum;
  const value = schema.additionalProperties;
  if (!Array.isArray(keys) || !value || typeof value !== "object" || schema.properties) return schema;
  const { propertyNames: _keys, additionalProperties: _value, ...rest } = schema;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [String(key), value])),
    additionalProperties: false,
  };
}

const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The owner's session cookie, set by sign-in (/api/auth, Better Auth); `__Secure-better-auth.session_token` " +
      "when the server is reached over https. A request that carries it and changes something must come from " +
      "one of the app's own origins (Origin header), else 403.",
  },
  leadToken: {
    type: "http",
    scheme: "bearer",
    description:
      "The secret token the public form gets with a lead's first record (POST /api/public/forms/{id}/leads). " +
      "It may also travel as `token` in the JSON body.",
  },
};

const errorResponse = (description: string): Response => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function addError(responses: Record<string, Response>, status: number, description: string) {
  const key = String(status);
  const known = responses[key];
  responses[key] = errorResponse(known ? `${known.description} Or: ${description}` : description);
}

const words = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

/** `POST /api/forms/:id/publish` → `postFormsByIdPublish`: unique, since method and path are. */
function operationIdOf(method: string, path: string) {
  const segments = path.replace(/^\/api\//, "").split("/");
  const named = segments.map((segment) => (segment.startsWith(":") ? `By${words(segment.slice(1))}` : words(segment)));
  return method.toLowerCase() + named.join("");
}

function parametersOf(target: string, schema: JsonSchema): Parameter[] {
  const place = target === "param" ? "path" : target;
  if (place !== "path" && place !== "query" && place !== "header" && place !== "cookie") return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...propertySchema } = property;
    return {
      in: place,
      name,
      ...(description ? { description } : {}),
      required: place === "path" || required.has(name),
      schema: propertySchema,
    };
  });
}

function operationOf(
  route: RouteParts,
  doc: RouteDoc,
  tag: RouteTag,
  shared: Record<string, JsonSchema>,
  refusals: readonly Refusal[],
): Operation {
  const parameters = new Map<string, Parameter>();
  const responses: Record<string, Response> = {};
  const content: Record<string, JsonSchema> = {};
  let bodyRequired = true;
  let signedIn = false;
  let validates = false;
  const notFound: string[] = [];

  for (const part of route.parts) {
    if (part.kind === "input") {
      validates = true;
      const schema = toJsonSchema(part.schema, "input", shared);
      if (part.target === "json") content["application/json"] = { schema };
      else if (part.target === "form") content["application/x-www-form-urlencoded"] = { schema };
      else
        for (const parameter of parametersOf(part.target, schema))
          parameters.set(`${parameter.in} ${parameter.name}`, parameter);
    } else if (part.kind === "ids") {
      for (const name of part.names) {
        const known = parameters.get(`path ${name}`);
        const schema = { ...((known?.schema as JsonSchema) ?? { type: "string" }), format: "uuid" };
        parameters.set(`path ${name}`, { ...known, in: "path", name, required: true, schema });
      }
      notFound.push(part.notFound);
    } else if (part.kind === "session") {
      signedIn = true;
      addError(responses, 401, "Not signed in, or the session has expired.");
    } else if (part.kind === "role") {
      addError(responses, 403, `The signed-in account lacks the role: "${part.refused}".`);
    }
  }
  for (const message of notFound) {
    addError(responses, 404, `${signedIn ? "Not found, or not this owner's" : "Not found"}: "${message}"`);
  }
  for (const name of pathParamNames(route.path)) {
    if (!parameters.has(`path ${name}`)) {
      parameters.set(`path ${name}`, { in: "path", name, required: true, schema: { type: "string" } });
    }
  }
  for (const parameter of doc.parameters ?? []) {
    parameters.set(`${parameter.in} ${parameter.name}`, {
      in: parameter.in,
      name: parameter.name,
      description: parameter.description,
      required: parameter.required ?? false,
      schema: { type: "string" },
    });
  }
  if (doc.body && "schema" in doc.body) {
    validates = true;
    bodyRequired = doc.body.required;
    content["application/json"] = { schema: toJsonSchema(doc.body.schema, "input", shared) };
  } else if (doc.body) {
    for (const mediaType of doc.body.mediaTypes) content[mediaType] = {};
  }
  if (doc.examples) {
    const json = content["application/json"];
    if (!json) throw new Error(`${route.method} ${route.path}: examples given, but the route takes no JSON body.`);
    json.examples = Object.fromEntries(Object.entries(doc.examples).map(([name, value]) => [name, { value }]));
  }

  const success = doc.success ?? {};
  const mediaType = success.mediaType ?? "application/json";
  const successSchema = success.schema ? toJsonSchema(success.schema, "output", shared) : undefined;
  responses[String(success.status ?? 200)] = {
    description: success.description ?? "Done.",
    content: { [mediaType]: successSchema ? { schema: successSchema } : {} },
  };
  if (validates) addError(responses, 400, "The input is not valid; the message names the field and the problem.");
  if (signedIn && route.method !== "GET") {
    addError(responses, 403, "Sent with the session cookie from an origin that is not the app's own.");
  }
  for (const [status, when] of Object.entries(doc.errors ?? {})) addError(responses, Number(status), when);
  for (const refusal of refusals)
    if (refusal.covers.test(route.path)) addError(responses, refusal.status, refusal.when);

  const security: Record<string, string[]>[] =
    doc.caller === "lead"
      ? [{ leadToken: [] }, {}]
      : doc.caller === "optional-session"
        ? [{}, { session: [] }]
        : signedIn
          ? [{ session: [] }]
          : [];
  const operation: Operation = {
    operationId: operationIdOf(route.method, route.path),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [tag.name],
    security,
    responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
  };
  if (parameters.size) operation.parameters = [...parameters.values()];
  if (Object.keys(content).length) {
    const description = doc.body && "description" in doc.body ? doc.body.description : undefined;
    operation.requestBody = { required: bodyRequired, ...(description ? { description } : {}), content };
  }
  return operation;
}

/** An answer of middleware that app.ts puts before many routes at once, for the routes under its path. */
type Refusal = { covers: RegExp; status: number; when: string };

/**
 * What the app-wide middleware answers by itself, before any route's own chain (lib/middleware.ts):
 * rejectUnstorableText refuses a NUL or half an emoji in the address, whatever the method, or in
 * the body. Read from the `use()` entries of the route list, so a route outside them says nothing.
 */
function appWideRefusals(routes: readonly RouterRoute[]): Refusal[] {
  return routes
    .filter((route) => route.method === "ALL" && findTargetHandler(route.handler) === rejectUnstorableText)
    .map((route) => ({ covers: pathsCoveredBy(route.path), status: 400, when: `"${UNSTORABLE_REFUSED}"` }));
}

/**
 * The description of every route under /api that carries a doc() (lib/route-doc.ts). Routes
 * without one are left out here; openapi.test.ts fails for each of them unless
 * not-described.ts names it with the reason.
 */
export function openApiDocument(routes: readonly RouterRoute[]): OpenApiDocument {
  const shared: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument["paths"] = {};
  const tags = new Map<string, RouteTag>();
  const refusals = appWideRefusals(routes);
  for (const route of routeParts(routes)) {
    const described = routeDocOf(route);
    if (!described) continue;
    if (!tags.has(described.tag.name) || described.tag.description) tags.set(described.tag.name, described.tag);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationOf(route, described.doc, described.tag, shared, refusals);
  }
  return {
    openapi: "3.1.1",
    info: {
      title: "YardQuote API",
      version: "1",
      description:
        "The JSON API of a YardQuote server: the owner app's (session cookie), the admin area's, and the public " +
        'form\'s (no cookie; a lead\'s token). Every error answers `{ "error": "..." }` with a sentence a person ' +
        "can act on; a 500 names a reference to find it in the server's log. Generated from the routes and the zod " +
        "schemas that validate them (decision 081); a readable page is at /api/reference.",
    },
    // Relative: the server that answers this description (its PUBLIC_URL, or wherever it is reached).
    servers: [{ url: "/", description: "This server: the description is served at /api/openapi.json." }],
    tags: [...tags.values()].map(({ name, description }) => ({ name, ...(description ? { description } : {}) })),
    paths,
    components: {
      schemas: { Error: toJsonSchema(errorBodySchema, "output", shared), ...shared },
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}
