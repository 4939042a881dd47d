import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  /** Header value (first one) by lower-case name, unfolded. */
  header: (name: string) => string | undefined;
  text: string;
  html: string;
};

/**
 * A real SMTP server for tests (the smtp-server package): it accepts everything on 127.0.0.1
 * and keeps each message. stop() closes it; start() again on the same port brings it back.
 */
export async function startSmtpSink(port = 0) {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  // Connections opened by clients so far: tells a pooled sender from one that connects per email.
  let connections = 0;
  let server: SMTPServer | null = null;

  async function start(onPort = port) {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelopeFrom = session.envelope.mailFrom;
          messages.push({
            from: envelopeFrom ? envelopeFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMime(raw),
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(onPort, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  }

  async function stop() {
    const s = server;
    server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  /** Resolves once at least n messages have arrived. */
  async function waitFor(n: number, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    while (messages.length < n) {
      if (Date.now() > deadline) throw new Error(`expected ${n} emails, got ${messages.length}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return messages;
  }

  await start();
  return {
    messages,
    get port() {
      return port;
    },
    get connections() {
      return connections;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    start: () => start(port),
    stop,
    waitFor,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

function decodeQuotedPrintable(body: string) {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function splitHeaders(part: string) {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? "" : part.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string) {
  return decodeTransfer(headers, body).replace(/\r\n/g, "\n");
}

function decodeTransfer(headers: Map<string, string>, body: string) {
  const encoding = (headers.get("content-transfer-encoding") ?? "").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Just enough MIME for our own messages: a text part, an html part, or both in an alternative. */
function parseMime(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ""));
      parts.push({
        type: part.headers.get("content-type") ?? "text/plain",
        content: decodeBody(part.headers, part.body),
      });
    }
  } else {
    parts.push({ type, content: decodeBody(headers, body) });
  }
  const header = (name: string) => headers.get(name.toLowerCase());
  return {
    header,
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
  };
}
