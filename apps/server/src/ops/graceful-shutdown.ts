import type { Server } from "node:http";
import net from "node:net";

/** How long Node's own HTTP client (fetch, the global agent) keeps an idle connection: 5 s. */
export const CLIENT_IDLE_MS = 5_000;

/**
 * An idle connection is kept 65 s, longer than clients and load balancers keep theirs (Node's
 * agent 5 s, most balancers 60 s), so it is always the client that closes it. With Node's
 * default of 5 s both ends timed out together, and a client that sent its next request on a
 * connection idle for 5 s met the server closing it: `read ECONNRESET` in a browser journey.
 * The headers timeout must exceed the keep-alive one, or a slow next request is cut first.
 */
export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

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
 * Stops an HTTP server without cutting a request. From `drain()` on:
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
