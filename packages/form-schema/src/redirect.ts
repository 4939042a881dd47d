// The redirect after an accepted quote. The editor only hints at a bad address (saving is still
// allowed); the public form refuses to follow one and says the redirect is misconfigured.

export const INVALID_REDIRECT_MESSAGE = "Invalid redirect URL configuration";
export const EXAMPLE_URL = "https://example.com";

export type RedirectUrlResult = { ok: true; url: string } | { ok: false; message: string };

// "scheme:" that is not "host:port" — e.g. javascript:, mailto:, ftp://.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address to send the visitor to: https:// is prepended when there is no scheme, and only
 * http and https web addresses with a real host name (a dot in it, or localhost) pass.
 */
export function normalizeRedirectUrl(input: string | null | undefined): RedirectUrlResult {
  const invalid = { ok: false, message: INVALID_REDIRECT_MESSAGE } as const;
  const text = (input ?? "").trim();
  if (text === "" || /\s/.test(text)) return invalid;
  const withScheme = /^https?:\/\//i.test(text) ? text : OTHER_SCHEME.test(text) ? null : `https://${text}`;
  if (withScheme === null) return invalid;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return invalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return invalid;
  const host = url.hostname;
  const looksReal =
    host === "localhost" ||
    (host.includes(".") && !host.startsWith(".") && !host.endsWith(".")) ||
    host.startsWith("[");
  return looksReal ? { ok: true, url: url.href } : invalid;
}

export function isValidWebAddress(input: string | null | undefined): boolean {
  return normalizeRedirectUrl(input).ok;
}

/** The editor's hint under the URL field. */
export function urlHint(example: string = EXAMPLE_URL): string {
  return `Please enter a valid URL (e.g., ${example})`;
}

/** Null when the field is empty (it is optional) or valid; otherwise the hint to show. */
export function redirectUrlProblem(input: string | null | undefined): string | null {
  return (input ?? "").trim() === "" || isValidWebAddress(input) ? null : urlHint();
}
