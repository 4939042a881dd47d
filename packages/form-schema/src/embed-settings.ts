import { z } from "zod";
import { repair } from "./repair";

/**
 * Per form: the sites allowed to embed the public form. Empty: any site, as before
 * the setting existed. Each entry is a site's address, `https://example.com`, or a host name,
 * `example.com`, either with a `*.` for every subdomain (`*.example.com`, not example.com itself)
 * and an optional port. The server turns the list into the public page's CSP `frame-ancestors`
 * and answers embed.js whether its host page is listed; both read the entries below, so what
 * the builder accepts is what the browser enforces.
 */
export const MAX_EMBEDDING_DOMAINS = 20;

// A DNS name (letters, digits and hyphens, dot-separated labels of at most 63) or an IPv4 address:
// what a CSP host-source may hold. Names in other scripts are written in their xn-- form.
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const ENTRY = new RegExp(`^(?:(https?)://)?(\\*\\.)?(${LABEL}(?:\\.${LABEL})*)(?::(\\d{1,5}))?$`);
const DEFAULT_PORTS: Record<string, string> = { http: "80", https: "443" };

type Entry = { scheme: string | null; subdomains: boolean; host: string; port: string | null };

function parseEntry(entry: string): Entry | null {
  const m = ENTRY.exec(entry);
  if (!m || m[3].length > 253) return null;
  if (m[4] !== undefined && (Number(m[4]) < 1 || Number(m[4]) > 65535)) return null;
  return { scheme: m[1] ?? null, subdomains: m[2] !== undefined, host: m[3], port: m[4] ?? null };
}

/** How an entry is stored: trimmed, lowercase, without a trailing slash. */
export function normalizeEmbeddingDomain(text: string): string {
  return text.trim().toLowerCase().replace(/\/$/, "");
}

/** What is wrong with one normalized entry, in words for the owner; null when it is fine. */
export function embeddingDomainProblem(entry: string): string | null {
  if (entry === "") return "Enter a site's address, like https://example.com or example.com.";
  if (parseEntry(entry)) return null;
  const example = "like https://example.com, example.com or *.example.com";
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(entry) && !/^https?:\/\//.test(entry)) {
    return `"${entry}" is not a web address: start it with https:// or http://, or leave the scheme out.`;
  }
  const afterScheme = entry.replace(/^https?:\/\//, "");
  if (/[/?#]/.test(afterScheme)) {
    return `"${entry}" has a path: enter only the site, ${example} (a whole site may embed the form, not one page).`;
  }
  if (/[^\x20-\x7e]/.test(entry)) return `"${entry}": write a name in another script in its xn-- form.`;
  if (/^[a-z0-9.*:-]+$/.test(afterScheme) && afterScheme.includes("*")) {
    return `"${entry}": a * may only start the name, as in *.example.com.`;
  }
  return `"${entry}" is not a site's address: enter it ${example}.`;
}

export const allowedDomainsSchema = z
  .array(z.string().max(300))
  .max(MAX_EMBEDDING_DOMAINS, `At most ${MAX_EMBEDDING_DOMAINS} sites can be listed.`)
  .superRefine((list, ctx) => {
    list.forEach((entry, i) => {
      const message =
        entry === normalizeEmbeddingDomain(entry)
          ? embeddingDomainProblem(entry)
          : `"${entry}" must be written in lowercase, without spaces or a trailing slash.`;
      if (message) ctx.addIssue({ code: "custom", message, path: [i] });
    });
    if (new Set(list).size !== list.length) ctx.addIssue({ code: "custom", message: "A site is listed twice." });
  });

/**
 * The button of the popup and slide-in modes: its text, and where it goes — in the
 * page where the snippet is, or floating in a bottom corner; null: the mode's own place (popup in
 * the page, slide-in bottom right). Both have defaults, so forms stored before them keep working.
 */
export const EMBED_BUTTON_POSITIONS = ["bottom-right", "bottom-left", "inline"] as const;
export type EmbedButtonPosition = (typeof EMBED_BUTTON_POSITIONS)[number];
export const DEFAULT_EMBED_BUTTON_TEXT = "Get a quote";
export const MAX_EMBED_BUTTON_TEXT = 40;

export const embedButtonTextSchema = z
  .string()
  .trim()
  .min(1, "Enter the button's text, like “Get a quote”.")
  .max(MAX_EMBED_BUTTON_TEXT, `The button's text can be at most ${MAX_EMBED_BUTTON_TEXT} characters.`)
  .refine((text) => !/[<>]/.test(text), "The button's text is plain text: leave out < and >.");

export const embedSettingsSchema = z.object({
  allowedDomains: allowedDomainsSchema,
  buttonText: embedButtonTextSchema.default(DEFAULT_EMBED_BUTTON_TEXT),
  buttonPosition: z.enum(EMBED_BUTTON_POSITIONS).nullable().default(null),
});
export type EmbedSettings = z.infer<typeof embedSettingsSchema>;

export function defaultEmbedSettings(): EmbedSettings {
  return { allowedDomains: [], buttonText: DEFAULT_EMBED_BUTTON_TEXT, buttonPosition: null };
}

/** Forms stored before the setting existed (or with a broken list) may be embedded anywhere. */
export function readEmbedSettings(raw: unknown): EmbedSettings {
  const read = repair(embedSettingsSchema, raw, defaultEmbedSettings());
  return embedSettingsSchema.safeParse(read).success ? read : defaultEmbedSettings();
}

/**
 * The owner's text, one site per line (or separated by commas or spaces), as entries: each
 * normalized, blank lines skipped, repeats dropped; `problems` lists what cannot be saved.
 */
export function parseEmbeddingDomains(text: string): { domains: string[]; problems: string[] } {
  const domains: string[] = [];
  const problems: string[] = [];
  for (const part of text.split(/[\s,]+/)) {
    const entry = normalizeEmbeddingDomain(part);
    if (entry === "" || domains.includes(entry)) continue;
    const problem = embeddingDomainProblem(entry);
    if (problem) problems.push(problem);
    else domains.push(entry);
  }
  if (domains.length > MAX_EMBEDDING_DOMAINS) problems.push(`At most ${MAX_EMBEDDING_DOMAINS} sites can be listed.`);
  return { domains, problems };
}

/**
 * Whether a page at `origin` (scheme://host[:port]) may embed the form. An entry without a scheme
 * matches http and https; without a port, the scheme's default port only (as CSP does).
 */
export function originMayEmbed(origin: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const scheme = url.protocol.slice(0, -1);
  if (!(scheme in DEFAULT_PORTS)) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || DEFAULT_PORTS[scheme];
  return allowed.some((text) => {
    const entry = parseEntry(text);
    if (!entry || (entry.scheme !== null && entry.scheme !== scheme)) return false;
    if ((entry.port ?? DEFAULT_PORTS[scheme]) !== port) return false;
    return entry.subdomains ? host.endsWith(`.${entry.host}`) : host === entry.host;
  });
}

/**
 * The CSP `frame-ancestors` sources for the list: `*` when empty; otherwise our own origin
 * ('self', the owner app's previews) and each entry, a host name written once per scheme so the
 * header means what originMayEmbed says whatever scheme the server runs on. Entries that do not
 * parse are left out, so a stored value can never add anything else to the header.
 */
export function frameAncestorSources(allowed: readonly string[]): string {
  if (allowed.length === 0) return "*";
  const sources = ["'self'"];
  for (const text of allowed) {
    const entry = parseEntry(text);
    if (!entry) continue;
    const hostPart = `${entry.subdomains ? "*." : ""}${entry.host}${entry.port ? `:${entry.port}` : ""}`;
    for (const scheme of entry.scheme ? [entry.scheme] : ["https", "http"]) sources.push(`${scheme}://${hostPart}`);
  }
  return sources.join(" ");
}
