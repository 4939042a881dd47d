import fsp from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailAttachment } from "../db/schema/outbox";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { WORKER_LOOPS } from "../outbox/worker";

export type MailMessage = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** The From display name (a customer email speaks as the business). */
  fromName?: string | null;
  attachments?: MailAttachment[] | null;
};

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); throws otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// A mail server that accepts the connection and then stalls must not hold a worker for the
// nodemailer defaults (2 minutes to connect, 10 minutes of socket silence).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "dataDir">,
  logger: Logger,
): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
    : createFileTransport(path.join(env.dataDir, "mail"), env.MAIL_FROM, logger);
}

// The sender's domain, for Message-IDs: "YardQuote <no-reply@example.com>" gives example.com.
const senderDomain = (from: string) => /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? "yardquote.local";

/** The address of MAIL_FROM ("YardQuote <no-reply@example.com>" gives no-reply@example.com). */
export const senderAddress = (from: string) => /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * A business's name in From on the platform's own address: the mail provider signs that address,
 * and the customer sees who wrote. nodemailer quotes and encodes the name; line
 * breaks are taken out first, and the name is kept short.
 */
function fromHeader(message: Pick<MailMessage, "fromName">, from: string) {
  const name = message.fromName
    ?.replace(/[\r\n\t]+/g, " ")
    .trim()
    .slice(0, 100);
  return name ? { name, address: senderAddress(from) } : from;
}

function envelope(message: MailMessage, from: string) {
  return {
    from: fromHeader(message, from),
    // The outbox row's id: a message sent again (its process died before marking it sent) reaches
    // the recipient with the same Message-ID, by which mail providers drop the second copy.
    messageId: `<${message.id}@${senderDomain(from)}>`,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    replyTo: message.replyTo ?? undefined,
    attachments: message.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    // Ties the email to its outbox row when someone traces a delivery in the SMTP logs.
    headers: { "X-YardQuote-Mail-Id": message.id, "X-YardQuote-Kind": message.kind },
  };
}

/**
 * Pooled: the connections stay open from one message to the next (decision 066). A new connection
 * per message (greeting, EHLO, STARTTLS, AUTH) let the worker send 19 emails a second to a local
 * SMTP server, where a pool of one connection per worker loop sends 615-870.
 */
export function createSmtpTransport(url: string, from: string, timeouts = SMTP_TIMEOUTS): MailTransport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: WORKER_LOOPS, ...timeouts });
  return {
    async send(message) {
      const info = await transporter.sendMail(envelope(message, from));
      if (info.rejected.length > 0) throw new Error(`Recipient rejected: ${info.rejected.join(", ")}`);
    },
    close: () => transporter.close(),
  };
}

export function createFileTransport(folder: string, from: string, logger: Logger): MailTransport {
  // Line ends stay CRLF, as over SMTP and as .eml files have them. nodemailer's LF option adds a
  // stream to every message; without it bench:api's outbox drains about 1,090 emails a second
  // instead of 930 (decision 068).
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // Emails carry reset and sign-in links: only the server's own user may read them, also in a
  // folder an earlier version created wider. The folder is made and narrowed once per process,
  // not once per message (two file system calls of about five per email), and again
  // if it was removed meanwhile.
  let folderReady: Promise<void> | null = null;
  const prepareFolder = () =>
    (folderReady ??= (async () => {
      await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
      await fsp.chmod(folder, 0o700);
    })().catch((err: unknown) => {
      folderReady = null;
      throw err;
    }));
  return {
    async send(message) {
      const info = await transporter.sendMail(envelope(message, from));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${message.kind}-${message.id}.eml`);
      // Written under a temporary name first, so a reader never sees half a message.
      const write = async () => {
        await prepareFolder();
        await fsp.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      };
      await write().catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
        folderReady = null;
        return write();
      });
      await fsp.rename(`${file}.part`, file);
      logger.info(
        { mailId: message.id, kind: message.kind, to: message.to, subject: message.subject, file },
        "email written",
      );
    },
    close: () => transporter.close(),
  };
}
