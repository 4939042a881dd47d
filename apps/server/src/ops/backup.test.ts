// `npm run cli -- backup` while the server runs, more data after it, `restore` with the server
// stopped: the restarted server has exactly what the backup held.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { VISITOR_CONTACT, numberedVisitor } from "@yq/form-schema/testing/visitor-answers";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot, startServer, type RunningServer } from "../../../../e2e/support/server";
import { ownerWithPublishedForm } from "../../../../load/support/owner";
import { TINY_PNG } from "@yq/form-schema/testing/tiny-files";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-backup-"));
const archive = path.join(dataDir, "..", `${path.basename(dataDir)}.tar`);
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });
});

/**
 * The CLI in a process of its own. Not spawnSync: a test process blocked for the seconds the CLI
 * takes would then reuse a kept-alive connection the server had closed meanwhile.
 */
function cli(...args: string[]) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli.ts", ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", S3_BUCKET: "" } },
      (err, stdout, stderr) => resolve({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// An owner's yard-size picture.
const PNG = Buffer.from(TINY_PNG);

type Owner = Awaited<ReturnType<typeof ownerWithPublishedForm>>;

/** What the owner sees: their forms, the first form's leads (its CSV export) and small-yard pictures. */
async function ownerView(url: string, owner: Owner, formId: string) {
  const forms = (await (await owner.owner.get(url, "/api/forms")).json()) as { id: string }[];
  const leads = await (await owner.owner.get(url, `/api/forms/${formId}/leads.csv`)).text();
  const media = (await (await owner.owner.get(url, `/api/forms/${formId}/media/small`)).json()) as {
    items: { id: string; url: string }[];
  };
  const files = await Promise.all(
    media.items.map(async (m) => Buffer.from(await (await fetch(`${url}${m.url}`)).arrayBuffer()).toString("hex")),
  );
  return { forms: forms.map((f) => f.id).sort(), leads, media: media.items.map((m) => m.id).sort(), files };
}

async function sendLead(url: string, formId: string, i: number) {
  const res = await fetch(`${url}/api/public/forms/${formId}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...VISITOR_CONTACT, answers: numberedVisitor(i, "backup") }),
  });
  expect(res.status).toBe(201);
}

async function uploadPicture(url: string, owner: Owner, formId: string) {
  const upload = await fetch(`${url}/api/forms/${formId}/media/small`, {
    method: "POST",
    headers: { origin: url, cookie: owner.owner.cookie, "content-type": "image/png", "x-file-name": "yard.png" },
    body: PNG,
  });
  expect(upload.status).toBe(201);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("backup and restore of the embedded mode", () => {
  it("restores exactly what was backed up while the server ran", { timeout: 300_000 }, async () => {
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const running = server;
    const owner = await ownerWithPublishedForm(running.url);
    await uploadPicture(running.url, owner, owner.formId);
    await sendLead(running.url, owner.formId, 1);
    const backedUp = await ownerView(running.url, owner, owner.formId);
    expect(backedUp.media).toHaveLength(1);
    expect(backedUp.leads).toContain("visitor-backup-1@example.com");

    const backup = await cli("backup", archive);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backed up .* 1 upload\(s\)\.\n$/);

    // After the backup: another lead and another picture.
    await sendLead(running.url, owner.formId, 2);
    await uploadPicture(running.url, owner, owner.formId);
    const changed = await ownerView(running.url, owner, owner.formId);
    expect(changed.leads).toContain("visitor-backup-2@example.com");
    expect(changed.media).toHaveLength(2);

    const refused = await cli("restore", archive);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`A server (pid ${running.process.pid}) is using ${dataDir}. Stop it`);

    await running.stop();
    const notABackup = path.join(dataDir, "not-a-backup.tar");
    fs.writeFileSync(notABackup, "hello");
    const wrong = await cli("restore", notABackup);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("is not a YardQuote backup");

    const restore = await cli("restore", archive);
    expect(restore.stderr).toBe("");
    expect(restore.stdout).toContain("1 upload(s)");
    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith("before-restore-"));
    expect(aside).toHaveLength(1);
    expect(fs.readdirSync(path.join(dataDir, aside[0])).sort()).toEqual(["pg", "uploads"]);

    await running.restart();
    // The owner's session is a row of the restored database, its cookie signed with DATA_DIR's secret.
    expect(await ownerView(running.url, owner, owner.formId)).toEqual(backedUp);
  });
});
