import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visits } from "../db/schema/scheduling";
import { paymentsTestApp } from "../test/payments-setup";
import type { StripeStandIn } from "../test/stripe-stand-in";
import type { TestApp } from "../test/test-app";
import { runBilling } from "./billing-run";
import { cardPlan, noticesOf } from "../test/billing-plans";

// kill -9 of a server process after Stripe charged a visit and before the charge was recorded
// (decisions 121 and 122): the row it wrote first stays pending, and the next billing run settles
// it with the same key, so Stripe holds one PaymentIntent and the customer one receipt. The dying
// process is a real one on the same PostgreSQL database (PGlite is one process's own: skipped).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

let t: TestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  ({ t, stripe } = await paymentsTestApp());
});
afterAll(() => t.close());

describe("a server killed between Stripe's charge and its record", () => {
  it("leaves a pending charge that the next billing run settles without charging again", async (ctx) => {
    if (t.deps.database.kind !== "postgres") return ctx.skip();
    const plan = await cardPlan(t, stripe, { timing: "on_done" });
    const visit = plan.visits[0]!;
    await t.db.update(visits).set({ status: "done" }).where(eq(visits.id, visit.id));
    // Stripe's event would settle the row on its own; here only the run may.
    stripe.payments.holdEvents(true);
    const held = stripe.payments.holdNextCharge();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yq-kill-"));
    const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/charges/charge-in-child.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: String(t.deps.database.pool.options.connectionString),
        DATA_DIR: dataDir,
        PUBLIC_URL: t.env.publicUrl,
        LOG_LEVEL: "silent",
        STRIPE_SECRET_KEY: "sk_test_payments",
        STRIPE_API_BASE: stripe.url,
        CHARGE_VISIT_ID: visit.id,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d));
    child.stderr.on("data", (d: Buffer) => (output += d));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const early = exited.then(() => {
      throw new Error(`the child ended before Stripe charged:\n${output}`);
    });
    await Promise.race([held.intentMade, early]);
    early.catch(() => {});
    child.kill("SIGKILL");
    await exited;
    expect(child.signalCode).toBe("SIGKILL");

    const [row] = await plan.chargesOf();
    expect(row).toMatchObject({ status: "pending", stripePaymentIntentId: null, attempt: 1 });
    expect(plan.intents()).toHaveLength(1);
    // Stripe finishes the request whose caller died, and keeps its answer under the key.
    await held.release();
    stripe.payments.holdEvents(false);

    expect(await runBilling(t.deps)).toMatchObject({ settled: 1 });
    const [settled] = await plan.chargesOf();
    expect(settled).toMatchObject({ id: row!.id, status: "succeeded", stripePaymentIntentId: plan.intents()[0]!.id });
    expect(plan.intents()).toHaveLength(1);
    await runBilling(t.deps);
    expect(plan.intents()).toHaveLength(1);
    expect(await noticesOf(t, row!.id)).toEqual([
      `charge-receipt:${row!.id}:1`,
      `webhook:charge-succeeded:${row!.id}:1`,
    ]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
