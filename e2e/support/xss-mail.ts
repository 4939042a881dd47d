import fs from "node:fs";
import path from "node:path";
import { vi } from "vitest";

// Reads the .eml files the file transport writes under DATA_DIR/mail, enough to get at the HTML
// and text parts nodemailer produced (multipart/alternative, inside multipart/mixed when a file is
// attached; quoted-printable or base64).

type MailPart = { type: string; body: string };
export type Mail = { file: string; kind: string; html: string; text: string; parts: MailPart[] };

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The leaf parts of a MIME entity, nested multiparts opened. */
function leafParts(entity: string): MailPart[] {
  const split = entity.search(/\r?\n\r?\n/);
  const headers = entity.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const raw = entity.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = /content-type:\s*([^;\s]+)/i.exec(headers)?.[1]?.toLowerCase() ?? "text/plain";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return raw
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => leafParts(part.replace(/^\r?\n/, "")));
  }
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase() ?? "7bit";
  const body =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(raw)
      : encoding === "base64"
        ? Buffer.from(raw.replace(/\s+/g, ""), "base64").toString("utf8")
        : raw;
  return [{ type, body }];
}

function parseMail(file: string): Mail {
  const source = fs.readFileSync(file, "utf8");
  const parts = leafParts(source);
  const kind = /x-yardquote-kind:\s*(\S+)/i.exec(source)?.[1] ?? "";
  return {
    file,
    kind,
    html: parts.find((p) => p.type === "text/html")?.body ?? "",
    text: parts.find((p) => p.type === "text/plain")?.body ?? "",
    parts,
  };
}

/** Waits until the mail worker has written at least `count` emails of each kind. */
export async function waitForMails(
  dataDir: string,
  counts: Record<string, number>,
  timeoutMs = 30_000,
): Promise<Mail[]> {
  const folder = path.join(dataDir, "mail");
  const written = () => {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : [];
    const mails = files.map((f) => parseMail(path.join(folder, f)));
    const short = Object.entries(counts).filter(([kind, n]) => mails.filter((m) => m.kind === kind).length < n);
    if (short.length === 0) return mails;
    throw new Error(`emails not written in time: ${short.map(([k]) => k).join(", ")} (have ${files.join(", ")})`);
  };
  return vi.waitFor(written, { timeout: timeoutMs, interval: 250 });
}
