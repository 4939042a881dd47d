import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox } from "../db/schema/outbox";
import type { OutboxRow } from "../outbox/dispatch";
import { setOutboxRenderers } from "../outbox/render";
import { createOutboxWorker } from "../outbox/worker";
import { insertForm, leadAnswers, startTestLead, testDocument } from "../test/public-test-helpers";
import { withListedServices } from "../test/pricing-fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { leadMailRenderers } from "./lead-mail-render";

// Decision 129: the accept queues its emails with what they are rendered from, and the worker
// renders each when it sends it; a rendering that fails is a delivery that failed.

let t: TestApp;
let { respond, upsell } = {} as ReturnType<typeof leadAnswers>;
beforeAll(async () => {
  t = await createTestApp();
  ({ respond, upsell } = leadAnswers(t));
});
afterAll(() => t.close());

async function acceptedLead() {
  const owner = await t.signUp();
  const doc = testDocument((d) => {
    withListedServices({ taxRate: 10 })(d);
    d.notificationSettings.email = "owner@example.com";
    d.upsellSettings.services[0] = { ...d.upsellSettings.services[0], price: 20, unit: "round" };
  });
  const form = await insertForm(t, owner.userId, doc);
  const lead = await startTestLead(t, form.id);
  const res = await respond(lead, { serviceId: "fert", sizeId: "small", responseStatus: "accept" });
  expect(res.status).toBe(201);
  const { submissionId } = (await res.json()) as { submissionId: string };
  const keys = [`lead-alert:${submissionId}`, `lead-confirmation:${submissionId}`];
  // The confirmation waits for the upsell step: its grace passes through its due time.
  await t.db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(outbox.dedupeKey, keys));
  return { lead, submissionId, keys };
}

/** A worker delivering to a list, retrying at once. */
function recordingWorker() {
  const delivered: OutboxRow[] = [];
  const sender = { send: async (row: OutboxRow) => void delivered.push(row), close() {} };
  const worker = createOutboxWorker({ db: t.db, sender, logger: t.deps.logger, retryDelayMs: () => 0 });
  return { delivered, worker };
}

const queuedRows = (keys: string[]) => t.db.select().from(outbox).where(inArray(outbox.dedupeKey, keys));

describe("a lead's emails rendered when they are sent", () => {
  it("are queued by the accept without content, and rendered by the worker from the stored records", async () => {
    const { submissionId, keys } = await acceptedLead();
    const queued = await queuedRows(keys);
    expect(queued).toHaveLength(2);
    for (const row of queued) {
      expect(row).toMatchObject({ subject: "", text: "", html: null, status: "pending" });
      expect(row.render).toEqual({ record: submissionId, origin: t.env.publicUrl });
    }
    expect(queued.find((r) => r.kind === "lead_alert")!.to).toBe("owner@example.com");

    const { delivered, worker } = recordingWorker();
    await worker.drain();
    expect(delivered.map((m) => m.dedupeKey).sort()).toEqual([...keys].sort());
    const alert = delivered.find((m) => m.kind === "lead_alert")!;
    const confirmation = delivered.find((m) => m.kind === "lead_confirmation")!;
    expect(alert.subject).toMatch(/^New lead: .+ accepted your Fertilization quote$/);
    expect(alert.to).toBe("owner@example.com");
    expect(alert.replyTo).toBe(confirmation.to);
    for (const mail of [alert, confirmation]) {
      expect(mail.text).toContain("Service: Fertilization");
      expect(mail.text).toContain("Size: Up to 5,000 sq ft");
      expect(mail.html).toContain("Fertilization");
    }
    expect(confirmation.subject).not.toBe("");
    expect((await queuedRows(keys)).map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("retries a rendering that failed like any delivery, logs it, and sends the email once", async () => {
    const { keys } = await acceptedLead();
    const real = leadMailRenderers(t.deps);
    let failures = 1;
    setOutboxRenderers(t.db, {
      ...real,
      lead_alert: (row) => (failures-- > 0 ? Promise.reject(new Error("template broke")) : real.lead_alert!(row)),
    });
    const warn = vi.spyOn(t.deps.logger, "warn");
    try {
      const { delivered, worker } = recordingWorker();
      await worker.drain();
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ kind: "lead_alert", attempts: 1, err: "template broke" }),
        "email failed, will retry",
      );
      const alerts = delivered.filter((m) => m.kind === "lead_alert");
      expect(alerts).toHaveLength(1);
      expect(alerts[0].subject).toMatch(/^New lead: .+ accepted your Fertilization quote$/);
      const [row] = (await queuedRows(keys)).filter((r) => r.kind === "lead_alert");
      expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      warn.mockRestore();
      setOutboxRenderers(t.db, real);
    }
  });

  it("renders a confirmation queued with its content before, once the upsell makes it due, with the add-on", async () => {
    const { lead, keys } = await acceptedLead();
    // As a row queued before decision 129 was: rendered, waiting for the upsell step.
    await t.db
      .update(outbox)
      .set({
        subject: "Queued before",
        text: "Queued before",
        render: null,
        nextAttemptAt: sql`now() + interval '1 hour'`,
      })
      .where(eq(outbox.dedupeKey, keys[1]));
    expect((await upsell(lead, ["u1"])).status).toBe(201);
    const { delivered, worker } = recordingWorker();
    await worker.drain();
    const confirmations = delivered.filter((m) => m.dedupeKey === keys[1]);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].subject).not.toBe("Queued before");
    expect(confirmations[0].text).toContain("Aeration");
  });
});
