/**
 * The path of a request's address as the client wrote it: not percent-decoded, as Hono's
 * `c.req.path` is, so `/forms/%65mbed` stays itself. Dot segments are already resolved (the URL
 * parser does that, as a browser does before it asks). The framing policy and the owner app's
 * page are given to exact addresses only.
 */
export function addressPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}
