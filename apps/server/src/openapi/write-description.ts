import fs from "node:fs";
import path from "node:path";
import type { AppDeps } from "../app-env";
import { createApp } from "../app";
import { loadEnv } from "../env";
import { openApiDocument } from "./openapi-document";

// Writes the API description that GET /api/openapi.json answers to a file, for `npm run lint:api`.
// createApp only wires the routes here: no request runs, so no database, storage
// or mail is opened and no server listens; the description is read from the route list alone.
const out = process.argv[2];
if (!out) throw new Error("Usage: tsx apps/server/src/openapi/write-description.ts <file>");
const app = createApp({ env: loadEnv({}) } as AppDeps);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify(openApiDocument(app.routes), null, 2)}\n`);
