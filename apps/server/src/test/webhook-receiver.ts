import http from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedWebhook = { headers: Record<string, string>; body: string };

/**
 * A local HTTP server standing in for an owner's CRM: it records every POST it gets (headers and
 * raw body, so a test can verify the signature) and answers with the next status from `statuses`
 * (the last one repeats).
 */
export async function startWebhookReceiver(statuses: number[] = [200]) {
  const received: ReceivedWebhook[] = [];
  let calls = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString("utf8") });
      const status = statuses[Math.min(calls++, statuses.length - 1)]!;
      res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "failed");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    setStatuses(next: number[]) {
      statuses = next;
      calls = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
