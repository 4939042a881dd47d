// The audit log: each admin and security event writes one entry with its actor,
// target and address; only super admins read it (admins 403, owners 403, no session 401), newest
// first, paged and filtered by action; entries older than a year are pruned by the counter purge.
import { Readable } from "node:stream";
import { AUDIT_ACTIONS, type AuditEntry, type AuditPage } from "@yq/form-schema/audit";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setRole } from "../admin/roles.service";
import { auditLog } from "../db/schema/audit";
import { startCounterPurge } from "../lib/counter-purge";
import { createLogger } from "../lib/logger";
import { insertAnsweredLead, insertForm } from "../test/lead-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { AUDIT_RETENTION_DAYS, pruneAuditLog, recordAudit } from "./audit.service";

let t: TestApp;
let superAdmin: Owner;
let admin: Owner;
let owner: Owner;
type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, admin, owner] = [await t.signUp(), await t.signUp(), await t.signUp()];
  await setRole(t.db, superAdmin.userId, "super_admin");
  await setRole(t.db, admin.userId, "admin");
});
afterAll(() => t.close());

const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

async function page(query = ""): Promise<AuditPage> {
  const res = await superAdmin.get(`/api/admin/audit${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

/** The newest entry of an action, read through the admin API. */
async function latest(action: (typeof AUDIT_ACTIONS)[number]): Promise<AuditEntry> {
  const { entries } = await page(`?action=${action}&pageSize=1`);
  expect(entries).toHaveLength(1);
  return entries[0];
}

describe("audit entries", () => {
  it("records a role change with who, whom, from and to", async () => {
    const target = await t.signUp();
    const res = await superAdmin.patch(`/api/admin/users/${target.userId}/role`, { role: "admin" });
    expect(res.status).toBe(200);
    expect(await latest("role.changed")).toMatchObject({
      actorId: superAdmin.userId,
      actorEmail: superAdmin.email,
      targetId: target.userId,
      details: { from: "user", to: "admin" },
      address: expect.any(String),
    });
  });

  it("records a role change from the operator's command line with no actor", async () => {
    const target = await t.signUp();
    await setRole(t.db, target.userId, "admin");
    expect(await latest("role.changed")).toMatchObject({ actorId: null, targetId: target.userId });
  });

  it("records a media deletion, and a refused one records nothing", async () => {
    const uploaded = await admin.post("/api/admin/media?size=small", new Uint8Array(GIF), {
      "content-type": "image/gif",
      "x-file-name": "lawn.gif",
    });
    expect(uploaded.status).toBe(201);
    const { id, url } = await uploaded.json();
    expect((await admin.delete(`/api/admin/media/${id}`)).status).toBe(200);
    expect(await latest("media.deleted")).toMatchObject({
      actorId: admin.userId,
      targetId: id,
      details: { storagePath: url.slice("/media/".length), size: "small", fileName: "lawn.gif" },
    });
    const before = (await page("?action=media.deleted")).total;
    expect((await admin.delete(`/api/admin/media/${id}`)).status).toBe(404);
    expect((await page("?action=media.deleted")).total).toBe(before);
  });

  it("records a media migration with its counts", async () => {
    const form = await insertForm(t.db, owner.userId);
    await t.deps.storage.put(`form-yard-size-media/old-${form.id}-small.gif`, Readable.from([GIF]), "image/gif");
    const res = await admin.post("/api/admin/media-migration");
    expect(res.status).toBe(200);
    expect(await latest("media.migrated")).toMatchObject({
      actorId: admin.userId,
      details: { migrated: 1, failed: 0 },
    });
  });

  it("records an export and a lead deletion by the owner", async () => {
    const form = await insertForm(t.db, owner.userId);
    const { leadId } = await insertAnsweredLead(t.db, form.id, "accept");
    expect((await owner.get("/api/account/export")).status).toBe(200);
    expect(await latest("account.exported")).toMatchObject({ actorId: owner.userId, targetId: owner.userId });
    expect((await owner.delete(`/api/forms/${form.id}/leads/${leadId}`)).status).toBe(200);
    expect(await latest("lead.deleted")).toMatchObject({
      actorId: owner.userId,
      targetId: leadId,
      details: { formId: form.id, records: 2 },
    });
  });

  it("records an account deletion with the id and an anonymous marker only", async () => {
    const leaving = await t.signUp();
    expect((await leaving.post("/api/account/delete", { password: leaving.password })).status).toBe(200);
    const entry = await latest("account.deleted");
    expect(entry).toMatchObject({ targetId: leaving.userId, actorEmail: null, address: null });
    expect(entry.actorId).toMatch(/^deleted:[0-9a-f]{24}$/);
    expect(JSON.stringify(entry)).not.toContain(leaving.email);
  });

  it("takes two-factor events through recordAudit", async () => {
    await recordAudit(t.db, {
      actorId: owner.userId,
      address: "10.0.0.1",
      action: "two_factor.enabled",
      targetId: owner.userId,
    });
    expect(await latest("two_factor.enabled")).toMatchObject({ actorId: owner.userId, address: "10.0.0.1" });
  });
});

describe("the audit page API", () => {
  it("is for super admins only", async () => {
    expect((await t.client().get("/api/admin/audit")).status).toBe(401);
    expect((await owner.get("/api/admin/audit")).status).toBe(403);
    const refused = await admin.get("/api/admin/audit");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe("Only a super admin can open the audit log.");
  });

  it("lists newest first, a page at a time, filtered by action", async () => {
    // Times a second apart (entries of one instant have no order of their own), after the
    // entries the file's other tests made.
    const base = Date.now() + 60_000;
    await t.db.insert(auditLog).values(
      [0, 1, 2].map((run) => ({
        action: "media.migrated" as const,
        details: { run },
        createdAt: new Date(base + run * 1000),
      })),
    );
    const first = await page("?action=media.migrated&pageSize=2");
    expect(first.entries.map((e) => e.details.run)).toEqual([2, 1]);
    expect(first.entries.every((e) => e.action === "media.migrated")).toBe(true);
    const second = await page(`?action=media.migrated&pageSize=2&page=2`);
    expect(second.entries[0].details.run).toBe(0);
    expect(second.total).toBe(first.total);
    const all = await page("?pageSize=100");
    const times = all.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.entries.map((e) => e.action)).size).toBeGreaterThan(3);

    const bad = await superAdmin.get("/api/admin/audit?action=nothing");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/Choose an action from the list/);
  });
});

describe("retention", () => {
  it("prunes entries older than a year on the counter purge's timer, and keeps the rest", async () => {
    const day = 86_400_000;
    const rows = await t.db
      .insert(auditLog)
      .values([
        { action: "role.changed", createdAt: new Date(Date.now() - (AUDIT_RETENTION_DAYS + 1) * day) },
        { action: "role.changed", createdAt: new Date(Date.now() - (AUDIT_RETENTION_DAYS - 1) * day) },
      ])
      .returning({ id: auditLog.id });
    const [old, recent] = rows.map((r) => r.id);
    const remaining = async () =>
      (
        await t.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(inArray(auditLog.id, [old, recent]))
      ).map((r) => r.id);
    const purge = startCounterPurge({
      db: t.db,
      logger: createLogger("silent"),
      firstDelayMs: 0,
      intervalMs: 50,
      also: [{ what: "audit log entries", purge: pruneAuditLog }],
    });
    try {
      await vi.waitFor(async () => expect(await remaining()).toEqual([recent]), { timeout: 10_000, interval: 20 });
    } finally {
      await purge.stop();
    }
    expect(await t.db.select().from(auditLog).where(eq(auditLog.id, recent))).toHaveLength(1);
  });
});
