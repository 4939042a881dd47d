import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, expect } from "vitest";
import { verifications } from "../db/schema/auth";
import { formViewEvents, leadSteps } from "../db/schema/analytics";
import { followUpUnsubscribes, leadFollowUps } from "../db/schema/follow-ups";
import { leadNotes, leadPricesShown, leadStatuses } from "../db/schema/lead-work";
import { formYardSizeMedia } from "../db/schema/media";
import { subscriptions } from "../db/schema/platform";
import { smsSettings } from "../db/schema/sms";
import { formSubmissions } from "../db/schema/submissions";
import { webhookEndpoints } from "../db/schema/webhooks";
import { hit } from "../lib/rate-limit";
import { enqueueMessage } from "../outbox/enqueue";
import { insertAnsweredLead, insertForm, insertUpsell } from "./lead-fixtures";
import { billingEnv, makeSubscription, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { createTestApp, type TestApp } from "./test-app";

// The owner the data-rights tests export and delete: one of everything an
// account can hold, the app and Stripe stand-in it lives on, and the readers that check what an
// export or a deletion left.

export type Owner = Awaited<ReturnType<TestApp["signUp"]>>;

type FullOwnerApp = { t: TestApp; stripe: StripeStandIn };

/**
 * For a data-rights test file: the Stripe stand-in (the full owner's subscription lives there, and
 * a deletion cancels it) and an app whose billing talks to it, started before the file's tests
 * and closed after them. Read the fields inside tests, once beforeAll has run.
 */
export function fullOwnerAppForFile(): FullOwnerApp {
  const harness = {} as FullOwnerApp;
  beforeAll(async () => {
    harness.stripe = await startStripeStandIn();
    harness.t = await createTestApp(billingEnv(harness.stripe.url, "whsec_test_secret"));
  });
  afterAll(async () => {
    await Promise.all([harness.t?.close(), harness.stripe?.close()]);
  });
  return harness;
}

const put = (t: TestApp, key: string, text = key) =>
  t.deps.storage.put(key, Readable.from([Buffer.from(text)]), "image/gif");

/** Every file under the uploads folder, as storage keys. */
export function filesOnDisk(t: TestApp): string[] {
  const root = path.join(t.env.dataDir, "uploads");
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

/**
 * An owner with everything an account can hold: two forms with versions, leads (with an upsell,
 * a note, a video, steps, a follow-up, a status, an owner's note and a price shown), yard-size media, a webhook, text alerts, an
 * unsubscribe, queued messages, counters, a sign-in token, views and a live subscription.
 */
export async function fullOwner({ t, stripe }: FullOwnerApp) {
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
  await put(t, video);
  await t.db
    .update(formSubmissions)
    .set({ videoUrl: `/media/${video}` })
    .where(eq(formSubmissions.id, leadA.completeId));
  const gif = `form-yard-size-media/${first.id}/small/yard.gif`;
  await put(t, gif);
  await t.db
    .insert(formYardSizeMedia)
    .values({ formId: first.id, sizeCategory: "small", mediaUrl: `/media/${gif}`, storagePath: gif });
  await t.db.insert(leadSteps).values({ leadId: leadA.leadId, formId: first.id, step: "quote_shown" });
  await t.db.insert(leadStatuses).values({ leadId: leadA.leadId, formId: first.id, status: "contacted" });
  await t.db.insert(leadNotes).values({ leadId: leadA.leadId, formId: first.id, body: "Left a voicemail" });
  const shown = {
    yardSize: "small",
    prices: [{ frequency: "weekly" as const, label: "Weekly", amount: 39 }],
    includedServices: [],
  };
  await t.db.insert(leadPricesShown).values({ leadId: leadA.leadId, formId: first.id, quote: shown });
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

export async function downloadExport(owner: Owner) {
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
export async function everyRow(t: TestApp): Promise<{ table: string; row: string }[]> {
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
