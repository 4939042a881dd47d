import type { Server } from "node:http";
import net from "node:net";

export type HttpDrainOptions = {
  /**
   * How long connections that were idle when the stop began are left open. A client that sends
   * its next request on one in that time gets it answered (with `Connection: close`) instead of
   * finding the connection cut as it writes. By default the server's keep-alive timeout: the
   * time clients are told (`Keep-Alive: timeout=`) an idle connection stays usable, so none
   * writes on one this closes (a 1 s grace cut a busy CI runner's request).
   */
  idleGraceMs?: number;
  /** After this, connections still open are cut: a request that takes longer is lost anyway. */
  timeoutMs?: number;
};

/**
 * Stops an HTTP server without cutting a request (decision 078). From `drain()` on:
 * - no new connection is accepted (the listening socket closes);
 * - every answer carries `Connection: close`, so a keep-alive client closes its connection after
 *   the answer in hand instead of sending another request on it;
 * - connections idle since the stop began are closed after `idleGraceMs`;
 * - the promise resolves once every connection has ended (or at `timeoutMs`, cutting the rest).
 *
 * Node's own `server.close()` closes idle keep-alive connections at once: a client that had just
 * sent its next request on one saw a reset. So the listening socket is closed through net.Server
 * (what http.Server's close does besides closing idle connections), and idle ones are closed
 * after the grace.
 */
export function httpDrain(
  server: Server,
  { idleGraceMs = server.keepAliveTimeout, timeoutMs = 30_000 }: HttpDrainOptions = {},
) {
  let draining = false;
  // First among the request listeners, so the header is set before the app writes its answer.
  server.prependListener("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });

  return {
    get draining() {
      return draining;
    },
    drain(): Promise<void> {
      draining = true;
      return new Promise<void>((resolve) => {
        const idle = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
        const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
        net.Server.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
