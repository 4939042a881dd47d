// zod writes a discriminated union as `oneOf`. Where one option's discriminator may be left out
// (a quote choice's `version`: version 1 has none, docs/decisions/128-one-quote-choice.md), the
// options do not overlap (version 2 requires it), but a reader of the description cannot prove
// it from `required` alone, and Redocly's no-illogical-composition-keywords says so. Such a
// union is written as `anyOf`, which says the same of what a caller may send.

type JsonSchema = Record<string, unknown>;

const isSchema = (node: unknown): node is JsonSchema => Boolean(node) && typeof node === "object";

/** A property every option defines as a constant, some option without requiring it. */
function optionalDiscriminator(options: unknown[]): boolean {
  if (options.length < 2 || !options.every(isSchema)) return false;
  const properties = options.map((o) => (isSchema(o.properties) ? o.properties : {}));
  const names = Object.keys(properties[0]!).filter((name) =>
    properties.every((p) => isSchema(p[name]) && "const" in (p[name] as JsonSchema)),
  );
  return names.some((name) =>
    options.some((o) => !(Array.isArray(o.required) && (o.required as unknown[]).includes(name))),
  );
}

/** The schema with each union told apart by an optional discriminator as `anyOf`. */
export function optionalDiscriminatorsAsAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(optionalDiscriminatorsAsAnyOf);
  if (!isSchema(node)) return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, optionalDiscriminatorsAsAnyOf(value)]),
  );
  if (!Array.isArray(schema.oneOf) || !optionalDiscriminator(schema.oneOf)) return schema;
  const { oneOf, ...rest } = schema;
  return { ...rest, anyOf: oneOf };
}
