// Mail files hold reset links: readable only by the server's user (issue 15, item 7).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { createFileTransport } from "./transport";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "yq-mail-mode-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("writes .eml files as 0600 in a 0700 folder, also when the folder already existed wider", async () => {
  const folder = path.join(root, "mail");
  fs.mkdirSync(folder, { mode: 0o755 });
  fs.chmodSync(folder, 0o755);
  const transport = createFileTransport(folder, "YardQuote <no-reply@yardquote.test>", createLogger("silent"));
  await transport.send({
    id: "m1",
    kind: "password_reset",
    to: "pat@example.com",
    subject: "Reset",
    text: "secret link",
  });
  transport.close();
  const [file] = fs.readdirSync(folder);
  expect(file).toMatch(/\.eml$/);
  expect(fs.statSync(path.join(folder, file)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
});

it("makes the folder again when it was removed after the first message", async () => {
  const folder = path.join(root, "removed", "mail");
  const transport = createFileTransport(folder, "YardQuote <no-reply@yardquote.test>", createLogger("silent"));
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
