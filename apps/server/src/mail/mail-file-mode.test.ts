// The file transport, the default: one .eml file per message, readable only by the server's user
// (mail files hold reset links, and without SMTP_URL every email is written to DATA_DIR/mail).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { appMailWorker } from "../test/mail-worker";
import { createTestApp } from "../test/test-app";
import { enqueueMessage } from "../outbox/enqueue";
import { createFileTransport, type MailMessage } from "./transport";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "yq-mail-mode-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const transportIn = (folder: string) =>
  createFileTransport(folder, "YardQuote <no-reply@yardquote.test>", createLogger("silent"));

/** Writes one message into `folder`; returns the name and the text of the file it became. */
async function writeOne(folder: string, message: MailMessage) {
  const transport = transportIn(folder);
  await transport.send(message);
  transport.close();
  const files = fs.readdirSync(folder);
  expect(files).toHaveLength(1);
  return { file: files[0], raw: fs.readFileSync(path.join(folder, files[0]), "utf8") };
}

it("writes .eml files as 0600 in a 0700 folder, also when the folder already existed wider", async () => {
  const folder = path.join(root, "mail");
  fs.mkdirSync(folder, { mode: 0o755 });
  fs.chmodSync(folder, 0o755);
  const { file } = await writeOne(folder, {
    id: "m1",
    kind: "password_reset",
    to: "pat@example.com",
    subject: "Reset",
    text: "secret link",
  });
  expect(file).toMatch(/\.eml$/);
  expect(fs.statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
});

it("makes the folder again when it was removed after the first message", async () => {
  const folder = path.join(root, "removed", "mail");
  const transport = transportIn(folder);
  const message = { kind: "password_reset", to: "pat@example.com", subject: "Reset", text: "secret link" };
  await transport.send({ ...message, id: "m1" });
  fs.rmSync(path.join(root, "removed"), { recursive: true });
  await transport.send({ ...message, id: "m2" });
  transport.close();
  const files = fs.readdirSync(folder);
  expect(files).toEqual([expect.stringMatching(/-m2\.eml$/)]);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
  expect(fs.statSync(path.join(folder, files[0])).mode & 0o777).toBe(0o600);
});

it("gives a message the same Message-ID each time it is sent: its outbox id at the sender's domain", async () => {
  const messageIds = [];
  for (const folder of ["first", "again"].map((name) => path.join(root, "message-id", name))) {
    const { raw } = await writeOne(folder, {
      id: "7d1c",
      kind: "lead_confirmation",
      to: "pat@example.com",
      subject: "Quote",
      text: "Hi",
    });
    messageIds.push(/^Message-ID: (.*)$/im.exec(raw)?.[1]);
  }
  expect(messageIds).toEqual(["<7d1c@yardquote.test>", "<7d1c@yardquote.test>"]);
});

describe("the default transport", () => {
  it("writes each message as an .eml file under DATA_DIR/mail", async () => {
    const folder = path.join(root, "data", "mail");
    const { file, raw } = await writeOne(folder, {
      id: "m1",
      kind: "password_reset",
      to: "owner@example.com",
      subject: "Reset your password",
      text: "Link: http://localhost/x",
      replyTo: null,
    });
    expect(file).toMatch(/-password_reset-m1\.eml$/);
    expect(raw).toContain("To: owner@example.com");
    expect(raw).toContain("Subject: Reset your password");
    expect(raw).toContain("Link: http://localhost/x");
  });

  it("is the one chosen when SMTP_URL is not set", async () => {
    const app = await createTestApp();
    try {
      await enqueueMessage(app.db, {
        dedupeKey: "file-1",
        kind: "test",
        to: "f@example.com",
        subject: "To disk",
        text: "hello",
      });
      const worker = appMailWorker(app);
      await worker.drain();
      await worker.stop();
      const files = fs.readdirSync(path.join(app.env.dataDir, "mail"));
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(path.join(app.env.dataDir, "mail", files[0]), "utf8")).toContain("Subject: To disk");
    } finally {
      await app.close();
    }
  });
});
