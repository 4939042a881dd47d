/**
 * Where visitors reach this site, for links and embed codes: the server's PUBLIC_URL when it is
 * set (written into the page as a meta tag), otherwise the address the owner is using now.
 */
export function publicOrigin(): string {
  const configured = document.querySelector<HTMLMetaElement>('meta[name="yq-public-origin"]')?.content;
  return configured || window.location.origin;
}
