import { Hono } from "hono";
import type { RouterRoute } from "hono/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { routeDocs } from "../lib/route-doc";
import { validate } from "../lib/validate";
import { createTestApp, type TestApp } from "../test/test-app";
import { NOT_DESCRIBED } from "./not-described";
import { openApiDocument, type OpenApiDocument } from "./openapi-document";
import { jsonBodySchemaOf, openApiPath, routeParts } from "./route-parts";

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  document = await res.json();
});
afterAll(() => t.close());

const isExcluded = (method: string, path: string) =>
  NOT_DESCRIBED.some((entry) => entry.method === method && entry.path === path);

/**
 * Every method and path the app answers under /api, read from Hono's own route list (not from
 * the description), less middleware (`use()` and the JSON 404 are method ALL) and the routes
 * not-described.ts leaves out; for each, what is missing from the description.
 */
function undescribed(routes: readonly RouterRoute[], described: OpenApiDocument) {
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const { method, path } of routes) {
    if (method === "ALL" || !path.startsWith("/api/") || isExcluded(method, path)) continue;
    if (seen.has(`${method} ${path}`)) continue;
    seen.add(`${method} ${path}`);
    const operation = described.paths[openApiPath(path)]?.[method.toLowerCase()];
    if (!operation) missing.push(`${method} ${path}: not in the description`);
    else if (!operation.summary || operation.tags.length !== 1 || !Object.keys(operation.responses).length) {
      missing.push(`${method} ${path}: no summary, tag or answer`);
    }
  }
  return missing;
}

describe("the API description", () => {
  it("is OpenAPI 3.1, served as JSON with the app's security headers", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.components.schemas.Error).toMatchObject({ properties: { error: { type: "string" } } });
  });

  it("describes every route under /api, with its method, except those it names with a reason", () => {
    // A route added without a doc() lands here: give it `doc("...")` from routeDocs (lib/route-doc.ts)
    // in its chain, or, if it is not part of the owner's API, an entry in not-described.ts.
    expect(undescribed(t.app.routes, document)).toEqual([]);
    const operations = Object.values(document.paths).flatMap((item) => Object.keys(item));
    expect(operations.length).toBeGreaterThan(50);
  });

  it("lists in not-described.ts only routes that exist, and none it also describes", () => {
    for (const { method, path, reason } of NOT_DESCRIBED) {
      expect(reason.length).toBeGreaterThan(20);
      expect(t.app.routes.some((route) => route.method === method && route.path === path)).toBe(true);
      expect(document.paths[openApiPath(path)]?.[method.toLowerCase()]).toBeUndefined();
    }
  });

  it("catches a route added without a description", () => {
    const doc = routeDocs({ name: "Probe" });
    const app = new Hono()
      .get("/api/described", doc("Described"), (c) => c.json({}))
      .post("/api/forgotten", validate("json", z.object({ a: z.string() })), (c) => c.json({}));
    const described = openApiDocument(app.routes);
    expect(described.paths["/api/forgotten"]).toBeUndefined();
    expect(undescribed(app.routes, described)).toEqual(["POST /api/forgotten: not in the description"]);
  });

  it("takes each body, query and path schema from the validator that checks it", () => {
    const leads = document.paths["/api/forms/{id}/leads"].get;
    const names = leads.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`);
    expect(names).toEqual(
      expect.arrayContaining(["path id", "query page", "query pageSize", "query stage", "query q"]),
    );
    expect(leads.parameters?.find((parameter) => parameter.name === "id")?.schema).toMatchObject({ format: "uuid" });
    expect(leads.security).toEqual([{ session: [] }]);
    expect(Object.keys(leads.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404"]));

    const publish = document.paths["/api/forms/{id}/publish"].post;
    const body = publish.requestBody?.content["application/json"].schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["name", "customerFields", "yardSizes"]));

    const role = document.paths["/api/admin/users/{id}/role"].patch;
    expect(role.responses["403"].description).toMatch(/admin/);
    expect(document.paths["/api/public/forms/{id}/leads"].post.security).toEqual([]);
  });

  it("gives every operation a 4xx answer and defines every required property (decision 107)", () => {
    const without4xx = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith("4")))
        .map(([method]) => `${method} ${path}`),
    );
    expect(without4xx).toEqual([]);
    // The funnel's steps, a record keyed by an enum: each key a property of its own.
    const analytics = document.paths["/api/forms/{id}/analytics"].get.responses["200"].content?.["application/json"];
    const steps = (analytics?.schema?.properties as Record<string, { required: string[]; properties: object }>).steps;
    expect(Object.keys(steps.properties)).toEqual(steps.required);
    const undefinedRequired: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== "object") return;
      const schema = node as { required?: unknown; properties?: Record<string, unknown> };
      if (Array.isArray(schema.required))
        for (const name of schema.required as string[])
          if (!schema.properties?.[name]) undefinedRequired.push(`${at}: ${name}`);
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`);
    };
    walk(document, "#");
    expect(undefinedRequired).toEqual([]);
    expect(document.servers).toEqual([expect.objectContaining({ url: "/" })]);
  });

  it("gives every JSON body an example that its zod schema and the description's JSON Schema accept", () => {
    let checked = 0;
    for (const route of routeParts(t.app.routes)) {
      const schema = jsonBodySchemaOf(route);
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      if (!schema || !operation) continue;
      const json = operation.requestBody?.content["application/json"] as {
        schema: z.core.JSONSchema.JSONSchema;
        examples?: Record<string, { value: unknown }>;
      };
      const examples = Object.entries(json.examples ?? {});
      expect(examples.length, `${route.method} ${route.path} has no example`).toBeGreaterThan(0);
      const described = z.fromJSONSchema(json.schema);
      for (const [name, { value }] of examples) {
        const where = `${route.method} ${route.path}, example ${name}`;
        expect(schema.safeParse(value).error?.issues, where).toBeUndefined();
        expect(described.safeParse(value).error?.issues, where).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});

describe("the reference page", () => {
  it("lists every operation by tag, from this server alone, under the app's CSP", async () => {
    const res = await t.app.request("/api/reference");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const page = await res.text();
    expect(page).not.toMatch(/<script/i);
    // Nothing is loaded from another site: every src and href stays on this server.
    for (const [, address] of page.matchAll(/(?:src|href)="([^"]*)"/g)) expect(address).toMatch(/^(#|\/)/);
    for (const tag of document.tags) expect(page).toContain(`">${tag.name}</h2>`);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(page).toContain(`<code>${path}</code>`);
        expect(page).toContain(operation.summary.replace(/'/g, "&#39;"));
      }
    }
    expect(page).toContain("Not described here");
  });
});
