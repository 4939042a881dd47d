import http from "node:http";
import type { AddressInfo } from "node:net";

type SentText = { to: string; from: string; body: string };

export const TWILIO_TEST_ENV = {
  TWILIO_ACCOUNT_SID: "ACtest0000000000000000000000000000",
  TWILIO_AUTH_TOKEN: "test-auth-token",
  TWILIO_FROM_NUMBER: "+15005550006",
};

/**
 * A local server speaking Twilio's Messages API (POST /2010-04-01/Accounts/{Sid}/Messages.json,
 * HTTP Basic auth, form-encoded To/From/Body, JSON answer), for the official SDK to talk to.
 */
export async function startTwilioStandIn() {
  const sent: SentText[] = [];
  let nextStatus = 201;
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? "");
      const auth = Buffer.from((req.headers.authorization ?? "").replace(/^Basic /, ""), "base64").toString();
      const json = (status: number, body: object) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (req.method !== "POST" || !match)
        return json(404, { code: 20404, message: "The requested resource was not found", status: 404 });
      if (auth !== `${match[1]}:${TWILIO_TEST_ENV.TWILIO_AUTH_TOKEN}`)
        return json(401, { code: 20003, message: "Authenticate", status: 401 });
      if (nextStatus !== 201)
        return json(nextStatus, { code: 20500, message: "Internal Server Error", status: nextStatus });
      const form = new URLSearchParams(raw);
      const text = { to: form.get("To") ?? "", from: form.get("From") ?? "", body: form.get("Body") ?? "" };
      sent.push(text);
      json(201, {
        sid: `SM${String(sent.length).padStart(32, "0")}`,
        account_sid: match[1],
        ...text,
        status: "queued",
        num_segments: "1",
        date_created: new Date().toUTCString(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext(status: number) {
      nextStatus = status;
    },
    recover() {
      nextStatus = 201;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
