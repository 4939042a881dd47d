import type { OpenApiDocument } from "./openapi-document";
import { NOT_DESCRIBED } from "./not-described";

// The API description as a page a person reads (/api/reference): rendered here from
// the same document /api/openapi.json serves, with no script and nothing from another site, so
// the app's Content-Security-Policy (lib/middleware.ts) holds unchanged and the owner app's and
// the public form's bundles carry none of it.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `code` spans for the backticks of the descriptions, everything else escaped. */
const prose = (text: string) =>
  escapeHtml(text).replace(/`([^`]+)`/g, (_match, code: string) => `<code>${code}</code>`);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const anchor = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const AUTH: Record<string, string> = {
  session: "session cookie",
  leadToken: "lead token",
};

function who(security: Record<string, string[]>[]) {
  if (!security.length) return "public";
  const named = security.map((requirement) =>
    Object.keys(requirement)
      .map((name) => AUTH[name] ?? name)
      .join(" and "),
  );
  return named.map((name) => name || "none").join(" or ");
}

type Operation = OpenApiDocument["paths"][string][string];

function operationSection(method: string, path: string, operation: Operation) {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody;
  const rows = parameters
    .map((parameter) => {
      const description = typeof parameter.description === "string" ? prose(parameter.description) : "";
      return `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${
        parameter.required ? "yes" : "no"
      }</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code> ${description}</td></tr>`;
    })
    .join("");
  const bodies = body
    ? Object.entries(body.content)
        .map(([mediaType, media]) => {
          const examples = Object.entries((media.examples ?? {}) as Record<string, { value: unknown }>)
            .map(([name, { value }]) => `<p>Example <em>${escapeHtml(name)}</em>:</p>${json(value)}`)
            .join("");
          const schema = media.schema ? `<details><summary>Schema</summary>${json(media.schema)}</details>` : "";
          return `<p>Body <code>${escapeHtml(mediaType)}</code>${body.required ? "" : " (optional)"}${
            body.description ? `: ${prose(body.description)}` : ""
          }</p>${examples}${schema}`;
        })
        .join("")
    : "";
  const answers = Object.entries(operation.responses)
    .map(([status, response]) => {
      const media = Object.entries(response.content ?? {})
        .map(([mediaType, { schema }]) => {
          const shown = schema ? `<details><summary>Schema</summary>${json(schema)}</details>` : "";
          return ` <code>${escapeHtml(mediaType)}</code>${shown}`;
        })
        .join("");
      return `<li><strong>${status}</strong> ${prose(response.description)}${media}</li>`;
    })
    .join("");
  return `<section id="${anchor(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p class="summary">${prose(operation.summary)}</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ""}
<p class="who">Caller: ${who(operation.security)}</p>
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>` : ""}
${bodies}
<ul class="answers">${answers}</ul>
</section>`;
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1c2b22}
h1{margin-bottom:.25rem}h2{border-bottom:2px solid #d7e4da;margin-top:2.5rem}
section{border-top:1px solid #e4ece6;padding:.5rem 0}
h3{font-size:1rem;margin:.75rem 0 .25rem}.summary{margin:.25rem 0}.who{color:#4c5f52;margin:.25rem 0}
.method{display:inline-block;min-width:4.2rem;border-radius:4px;padding:0 .4rem;color:#fff;background:#45624f;font-size:.8rem}
.method.get{background:#2f6f9f}.method.post{background:#2f8a4c}.method.patch{background:#9a6a12}.method.put{background:#9a6a12}
.method.delete{background:#a23b3b}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}pre{background:#f3f6f4;padding:.5rem;overflow:auto}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #dbe5de;padding:.2rem .5rem;text-align:left;vertical-align:top}
nav ul{columns:2}`;

/** The whole page: the operations grouped by tag, then the routes left out and why. */
export function referencePage(document: OpenApiDocument) {
  const byTag = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<li><a href="#${anchor(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`,
      ]);
    }
  }
  const groups = document.tags
    .map(
      ({ name, description }) => `<h2 id="tag-${anchor(name)}">${escapeHtml(name)}</h2>
${description ? `<p>${prose(description)}</p>` : ""}
${(byTag.get(name) ?? []).join("\n")}`,
    )
    .join("\n");
  const index = document.tags
    .map(
      ({ name }) =>
        `<li><a href="#tag-${anchor(name)}">${escapeHtml(name)}</a> (${contents.get(name)?.length ?? 0})</li>`,
    )
    .join("");
  const left = NOT_DESCRIBED.map(
    ({ method, path, reason }) => `<li><code>${method} ${escapeHtml(path)}</code>: ${prose(reason)}</li>`,
  ).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${prose(document.info.description)}</p>
<p>The same description as OpenAPI ${document.openapi}: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav><ul>${index}</ul></nav>
${groups}
<h2 id="not-described">Not described here</h2>
<ul>${left}</ul>
</body>
</html>`;
}
