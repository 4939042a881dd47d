// An owner's data rights (decision 083): the export holds all of their data and none of anyone
// else's; deleting the account leaves no row and no file naming it (every table of the database
// is read, so a table added later is checked too), and cancels the subscription at Stripe;
// deleting one lead removes its records, messages and videos, and another owner's lead is a 404.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { users, verifications } from "../db/schema/auth";
import { formViewEvents, leadSteps } from "../db/schema/analytics";
import { followUpUnsubscribes, leadFollowUps } from "../db/schema/follow-ups";
import { formYardSizeMedia } from "../db/schema/media";
import { outbox } from "../db/schema/outbox";
import { subscriptions } from "../db/schema/platform";
import { smsSettings } from "../db/schema/sms";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEndpoints } from "../db/schema/webhooks";
import { hit } from "../lib/rate-limit";
import { enqueueMessage } from "../outbox/enqueue";
import { insertAnsweredLead, insertForm, insertUpsell } from "../test/lead-fixtures";
import { billingEnv, makeSubscription, startStripeStandIn, type StripeStandIn } from "../test/stripe-stand-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { authenticator, keyOfUri } from "../test/totp";

let t: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(billingEnv(stripe.url, "whsec_test_secret"));
});
afterAll(async () => {
  await Promise.all([t?.close(), stripe?.close()]);
});

type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

const uploadsDir = () => path.join(t.env.dataDir, "uploads");
const put = (key: string, text = key) => t.deps.storage.put(key, Readable.from([Buffer.from(text)]), "image/gif");

/** Every file under the uploads folder, as storage keys. */
function filesOnDisk(): string[] {
  const root = uploadsDir();
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/**
 * An owner with everything an account can hold: two forms with versions, leads (with an upsell,
 * a note, a video, steps and a follow-up), yard-size media, a webhook, text alerts, an
 * unsubscribe, queued messages, counters, a sign-in token, views and a live subscription.
 */
async function fullOwner() {
  const owner = await t.signUp();
  const first = await insertForm(t.db, owner.userId, { name: "Front Lawns" });
  const second = await insertForm(t.db, owner.userId, { name: "Back Yards" });
  const leadA = await insertAnsweredLead(t.db, first.id, "accept");
  const upsell = await insertUpsell(t.db, first.id, leadA.leadId, leadA.completeId, ["Edging"]);
  const leadB = await insertAnsweredLead(t.db, second.id, "decline", {
    customerName: "Sam Field",
    customerEmail: "sam@example.com",
  });
  await t.db.update(formSubmissions).set({ notes: "Call after 5pm" }).where(eq(formSubmissions.id, leadA.completeId));
  const video = `form-media/${first.id}/${leadA.leadId}/clip.mp4`;
  await put(video);
  await t.db
    .update(formSubmissions)
    .set({ videoUrl: `/media/${video}` })
    .where(eq(formSubmissions.id, leadA.completeId));
  const gif = `form-yard-size-media/${first.id}/small/yard.gif`;
  await put(gif);
  await t.db
    .insert(formYardSizeMedia)
    .values({ formId: first.id, sizeCategory: "small", mediaUrl: `/media/${gif}`, storagePath: gif });
  await t.db.insert(leadSteps).values({ leadId: leadA.leadId, formId: first.id, step: "quote_shown" });
  await t.db.insert(leadFollowUps).values({
    leadId: leadB.leadId,
    formId: second.id,
    email: "sam@example.com",
    status: "sent",
    sentAt: new Date(),
  });
  await t.db.insert(followUpUnsubscribes).values({ userId: owner.userId, email: "left@example.com" });
  await t.db.insert(formViewEvents).values({ formId: first.id });
  const phone = `+1555${String(Date.now()).slice(-7)}`;
  await t.db.insert(smsSettings).values({ userId: owner.userId, phone, verifiedAt: new Date() });
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      userId: owner.userId,
      url: "https://hooks.example.com/yq",
      events: ["lead.completed"],
      secret: `whsec_secret_of_${owner.userId}`,
    })
    .returning();
  await enqueueMessage(t.db, {
    dedupeKey: `lead-alert:${leadA.completeId}`,
    kind: "lead_alert",
    to: "alerts@greenlawns.example",
    subject: "New lead",
    text: "Jane Doe",
  });
  await enqueueMessage(t.db, {
    dedupeKey: `sms-code:${owner.userId}:abc`,
    kind: "sms",
    to: phone,
    subject: "code",
    text: "123456",
  });
  await hit(t.db, `public:video-slots:${leadA.leadId}`, { limit: 5, windowSeconds: 3600 });
  await hit(t.db, `sms-send:phone:${phone}`, { limit: 5, windowSeconds: 3600 });
  await t.db.insert(verifications).values({
    id: `v-${owner.userId}`,
    identifier: `reset-password:${owner.userId.slice(0, 8)}`,
    value: owner.userId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const customer = `cus_test_${owner.userId.slice(0, 8)}`;
  const sub = makeSubscription({
    customer,
    status: "active",
    periodEnd: Math.floor(Date.now() / 1000) + 30 * 86400,
    userId: owner.userId,
  });
  stripe.addSubscription(sub);
  await t.db.insert(subscriptions).values({ id: sub.id, userId: owner.userId, customerId: customer, status: "active" });
  return {
    owner,
    phone,
    subscriptionId: sub.id,
    endpointSecret: endpoint.secret,
    forms: [first.id, second.id],
    leads: [leadA.leadId, leadB.leadId],
    records: [leadA.leadId, leadA.completeId, upsell, leadB.leadId, leadB.completeId],
    files: [video, gif],
  };
}

async function downloadExport(owner: Owner) {
  const res = await owner.get("/api/account/export");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(res.headers.get("content-disposition")).toMatch(
    /^attachment; filename="yardquote-export-\d{4}-\d\d-\d\d\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** Every row of every table of the database, as text, with its table. */
async function everyRow(): Promise<{ table: string; row: string }[]> {
  const tables = await t.db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const rows: { table: string; row: string }[] = [];
  for (const { table_schema, table_name } of tables.rows as { table_schema: string; table_name: string }[]) {
    const found = await t.db.execute(
      sql`select t::text as row from ${sql.identifier(table_schema)}.${sql.identifier(table_name)} t`,
    );
    for (const { row } of found.rows as { row: string }[]) rows.push({ table: `${table_schema}.${table_name}`, row });
  }
  return rows;
}

describe("the account export", () => {
  it("holds every form, version, lead and setting of the owner, no secret, and nothing of another owner", async () => {
    const mine = await fullOwner();
    const other = await fullOwner();
    const files = await downloadExport(mine.owner);

    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "account.json",
        ...mine.forms.flatMap((id) =>
          ["form.json", "versions.json", "media.json", "leads.json"].map((f) => `forms/${id}/${f}`),
        ),
      ].sort(),
    );
    const account = JSON.parse(files["account.json"]);
    expect(account.user).toMatchObject({ id: mine.owner.userId, email: mine.owner.email });
    expect(account.smsSettings).toMatchObject({ phone: mine.phone, alertsEnabled: true });
    expect(account.webhooks).toEqual([expect.objectContaining({ url: "https://hooks.example.com/yq" })]);
    expect(account.subscriptions).toEqual([expect.objectContaining({ id: mine.subscriptionId, status: "active" })]);
    expect(account.followUpUnsubscribes).toEqual([expect.objectContaining({ email: "left@example.com" })]);

    const [first, second] = mine.forms;
    expect(JSON.parse(files[`forms/${first}/form.json`])).toMatchObject({ id: first, name: "Front Lawns" });
    expect(JSON.parse(files[`forms/${first}/versions.json`])).toEqual([
      expect.objectContaining({ formId: first, version: 1 }),
    ]);
    expect(JSON.parse(files[`forms/${first}/media.json`])).toEqual([
      expect.objectContaining({ url: `${t.env.publicUrl}/media/form-yard-size-media/${first}/small/yard.gif` }),
    ]);
    const leadsA = JSON.parse(files[`forms/${first}/leads.json`]);
    expect(leadsA).toHaveLength(1);
    expect(leadsA[0].leadId).toBe(mine.leads[0]);
    expect(leadsA[0].records.map((r: { id: string }) => r.id).sort()).toEqual(mine.records.slice(0, 3).sort());
    const complete = leadsA[0].records.find((r: { id: string }) => r.id === mine.records[1]);
    expect(complete).toMatchObject({ notes: "Call after 5pm", videoUrl: `/media/${mine.files[0]}` });
    expect(complete).not.toHaveProperty("leadTokenHash");
    const leadsB = JSON.parse(files[`forms/${second}/leads.json`]);
    expect(leadsB.map((l: { leadId: string }) => l.leadId)).toEqual([mine.leads[1]]);

    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain(mine.endpointSecret);
    for (const id of [other.owner.userId, other.owner.email, other.phone, ...other.forms, ...other.records]) {
      expect(everything).not.toContain(id);
    }
  });

  it("is a whole lead list when a form has more leads than one batch", async () => {
    const owner = await t.signUp();
    const form = await insertForm(t.db, owner.userId);
    const leadIds = new Set<string>();
    for (let i = 0; i < 230; i++) leadIds.add((await insertAnsweredLead(t.db, form.id, "accept")).leadId);
    const files = await downloadExport(owner);
    const leads = JSON.parse(files[`forms/${form.id}/leads.json`]) as { leadId: string; records: unknown[] }[];
    expect(new Set(leads.map((l) => l.leadId))).toEqual(leadIds);
    expect(leads.every((l) => l.records.length === 2)).toBe(true);
  });

  it("needs a session", async () => {
    expect((await t.client().get("/api/account/export")).status).toBe(401);
  });
});

describe("deleting the account", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const mine = await fullOwner();
    const res = await mine.owner.post("/api/account/delete", { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("That password is not right. Your account was not deleted.");
    expect(await t.db.select().from(users).where(eq(users.id, mine.owner.userId))).toHaveLength(1);
    expect(stripe.subscriptions.get(mine.subscriptionId)?.status).toBe("active");
    expect(filesOnDisk()).toEqual(expect.arrayContaining(mine.files));
    expect((await mine.owner.post("/api/account/delete", {})).status).toBe(400);
  });

  it("leaves no row naming the owner, their forms or leads in any table, and no file; Stripe cancels", async () => {
    const mine = await fullOwner();
    const other = await fullOwner();
    // Audit entries about the owner before: their export, and a role an operator gave them.
    await downloadExport(mine.owner);
    const res = await mine.owner.post("/api/account/delete", { password: mine.owner.password });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted).toEqual({ forms: 2, leadRecords: 5, files: 2, subscriptionsCancelled: 1 });

    // Signed out: the cookie is cleared, and the old session is gone.
    expect(mine.owner.cookie).not.toMatch(/session_token=/);
    expect((await mine.owner.get("/api/account/me")).status).toBe(401);

    expect(stripe.subscriptions.get(mine.subscriptionId)?.status).toBe("canceled");
    expect(
      stripe.requests.some((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${mine.subscriptionId}`),
    ).toBe(true);

    const names = [
      mine.owner.userId,
      mine.owner.email,
      mine.phone,
      mine.endpointSecret,
      ...mine.forms,
      ...mine.records,
    ];
    const left = (await everyRow()).filter(({ row }) => names.some((n) => row.includes(n)));
    const [deletion] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, mine.owner.userId));
    expect(left).toEqual([{ table: "public.audit_log", row: expect.stringContaining("account.deleted") }]);
    // The entry keeps the id and the marker, and nothing else of the owner.
    expect(deletion).toMatchObject({
      action: "account.deleted",
      address: null,
      actorId: expect.stringMatching(/^deleted:[0-9a-f]{24}$/),
    });
    expect(JSON.stringify(deletion.details)).not.toContain(mine.owner.email);
    // The earlier entries are the marker's now.
    const earlier = await t.db.select().from(auditLog).where(eq(auditLog.actorId, deletion.actorId!));
    expect(earlier.map((e) => e.action).sort()).toEqual(["account.deleted", "account.exported"]);
    expect(earlier.every((e) => e.address === null)).toBe(true);

    const onDisk = filesOnDisk();
    for (const file of mine.files) expect(onDisk).not.toContain(file);
    expect(onDisk.filter((f) => mine.forms.some((id) => f.includes(id)))).toEqual([]);
    // The other owner keeps everything.
    expect(onDisk).toEqual(expect.arrayContaining(other.files));
    expect(await t.db.select().from(users).where(eq(users.id, other.owner.userId))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `sms-code:${other.owner.userId}:abc`)),
    ).toHaveLength(1);
    expect(stripe.subscriptions.get(other.subscriptionId)?.status).toBe("active");
  });

  it("with two-factor on, also needs a current code from the authenticator app", async () => {
    const owner = await t.signUp();
    const enabled = await owner.post("/api/auth/two-factor/enable", { password: owner.password });
    const app = authenticator(keyOfUri(((await enabled.json()) as { totpURI: string }).totpURI));
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: await app.nextCode() })).status).toBe(200);

    const noCode = await owner.post("/api/account/delete", { password: owner.password });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).error).toBe("Enter the 6-digit code from your authenticator app.");
    expect((await owner.post("/api/account/delete", { password: owner.password, code: "000000" })).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);

    const res = await owner.post("/api/account/delete", { password: owner.password, code: await app.nextCode() });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(0);
  });
});

describe("deleting one lead", () => {
  it("removes every record, message, counter and video of the lead, and nothing else", async () => {
    const mine = await fullOwner();
    const [first] = mine.forms;
    const [leadA, leadB] = mine.leads;
    const res = await mine.owner.delete(`/api/forms/${first}/leads/${leadA}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ records: 3 });

    const rows = await t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.leadId, leadA));
    expect(rows).toEqual([]);
    expect(await t.db.select().from(leadSteps).where(eq(leadSteps.leadId, leadA))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `lead-alert:${mine.records[1]}`)),
    ).toEqual([]);
    const left = (await everyRow()).filter(({ row }) => mine.records.slice(0, 3).some((id) => row.includes(id)));
    expect(left).toEqual([{ table: "public.audit_log", row: expect.stringContaining("lead.deleted") }]);
    expect(filesOnDisk()).not.toContain(mine.files[0]);
    // The other lead and the form's media stay.
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadB))).toHaveLength(2);
    expect(filesOnDisk()).toContain(mine.files[1]);

    const again = await mine.owner.delete(`/api/forms/${first}/leads/${leadA}`);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("Lead not found");
  });

  it("answers 404 for another owner's lead, through either form, and keeps it", async () => {
    const mine = await fullOwner();
    const other = await fullOwner();
    const theirs = other.leads[0];
    for (const formId of [other.forms[0], mine.forms[0]]) {
      const res = await mine.owner.delete(`/api/forms/${formId}/leads/${theirs}`);
      expect(res.status).toBe(404);
    }
    expect((await mine.owner.delete(`/api/forms/${mine.forms[0]}/leads/not-an-id`)).status).toBe(404);
    expect((await t.client().delete(`/api/forms/${other.forms[0]}/leads/${theirs}`)).status).toBe(401);
    expect(await t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, theirs))).toHaveLength(3);
  });
});
