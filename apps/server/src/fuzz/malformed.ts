import fc from "fast-check";

// Generators of malformed request bodies: anything JSON can carry, a valid body with one part
// broken (the likeliest way past the first checks), and text that is not JSON at all.

const nasty = fc.constantFrom<unknown>(
  null,
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\uffff",
  "💥".repeat(300),
  "x".repeat(20_000),
  "9".repeat(400),
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1,
  true,
  false,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "'; drop table forms; --",
  "../../etc/passwd",
  "%00",
  "{{7*7}}",
  "2024-02-30T25:61:00Z",
  "00000000-0000-0000-0000-000000000000",
);

export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nasty, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value))
      pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

type Op = "replace" | "delete" | "add" | "wrap";

function applyAt(root: unknown, path: Path, op: Op, value: unknown, extraKey: string): unknown {
  if (path.length === 0) return op === "wrap" ? [root] : value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (op === "delete") {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (op === "add" && parent[last] && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
    (parent[last] as Record<string, unknown>)[extraKey] = value;
  } else if (op === "wrap") {
    parent[last] = [parent[last]];
  } else {
    parent[last] = value;
  }
  return copy;
}

/** A valid body with one to three parts replaced, deleted, wrapped or given an unknown key. */
function mutated(valid: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(valid);
  const step = fc.record({
    at: fc.nat({ max: paths.length - 1 }),
    op: fc.constantFrom<Op>("replace", "replace", "replace", "delete", "add", "wrap"),
    value: weirdValue,
    key: fc.constantFrom("__proto__", "constructor", "extra", "id", "userId", "formId", "status"),
  });
  return fc.array(step, { minLength: 1, maxLength: 3 }).map((steps) =>
    steps.reduce((doc, s) => {
      const candidates = pathsOf(doc);
      return applyAt(doc, candidates[s.at % candidates.length], s.op, s.value, s.key);
    }, valid),
  );
}

export type Body = { text: string; contentType: string };

const notJson = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    "{",
    '{"a":',
    "[1,2",
    "nul",
    "{'a':1}",
    '{"a":1}}',
    "\u0000",
    "",
    "undefined",
    "NaN",
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
  ),
);

/** A request body: mostly a broken version of `valid`, sometimes any JSON or no JSON at all. */
export function malformedBody(valid: unknown): fc.Arbitrary<Body> {
  const json = (v: unknown) => ({ text: JSON.stringify(v) ?? "null", contentType: "application/json" });
  return fc.oneof(
    { arbitrary: mutated(valid).map(json), weight: 6 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json), weight: 1 },
    { arbitrary: weirdValue.map(json), weight: 1 },
    { arbitrary: notJson.map((text) => ({ text, contentType: "application/json" })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          mutated(valid),
          fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "", "application/json; charset=latin1"),
        )
        .map(([v, contentType]) => ({ text: JSON.stringify(v) ?? "", contentType })),
      weight: 1,
    },
  );
}

/**
 * 36 characters shaped almost like a UUID: only hex digits and dashes in the wrong places, or a
 * UUID with one character swapped. The database refuses these in a uuid cast, so a route that
 * forgets the shared id check answers 500 for them.
 */
const almostUuid = fc.oneof(
  fc.constantFrom(
    "a".repeat(36),
    "-".repeat(36),
    "0".repeat(36),
    "00000000-0000-0000-0000-00000000000g",
    "{00000000-0000-0000-0000-0000000000}",
  ),
  fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF-"), minLength: 36, maxLength: 36 }),
  fc
    .tuple(fc.uuid(), fc.nat({ max: 35 }), fc.constantFrom("g", "z", "-", " ", "_", "{"))
    .map(([id, at, ch]) => id.slice(0, at) + ch + id.slice(at + 1)),
);

/** A path segment that is not a valid id of anything: random text, other ids, traversal. */
export const badId = fc.oneof(
  fc.string({ minLength: 1, maxLength: 50 }),
  fc.uuid(),
  almostUuid,
  fc.constantFrom(
    "..",
    "%00",
    "%ZZ",
    "null",
    "undefined",
    "0",
    "-1",
    "00000000-0000-0000-0000-00000000000g",
    "a".repeat(300),
  ),
);

export const encodeSegment = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return "x";
  }
};
