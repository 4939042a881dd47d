export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli before gzip (smaller
 * for the same text), honouring q-values ("br;q=0" refuses brotli, "*" covers what is unnamed).
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[] = ["br", "gzip"]) {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | null = null;
  for (const encoding of available) {
    const weight = weights.get(encoding) ?? weights.get("*") ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding ?? null;
}

/** Types worth compressing: text, JSON, JavaScript, SVG. Images, video and fonts already are. */
export const isCompressibleType = (contentType: string | null | undefined) =>
  !!contentType && /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i.test(contentType);

/** Adds Accept-Encoding to Vary in place (no re-wrap of the body, see lib/middleware.ts). */
export function varyOnEncoding(headers: Headers) {
  const current = headers.get("Vary");
  if (current === "*" || (current && /(^|,)\s*accept-encoding\s*(,|$)/i.test(current))) return;
  headers.set("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}
