// Deleting: the account leaves no row and no file naming it (every table of the
// database is read, so a table added later is checked too) and cancels the subscription at
// Stripe; deleting one lead removes its records, messages and videos, and another owner's lead is
// a 404.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/audit";
import { users } from "../db/schema/auth";
import { leadSteps } from "../db/schema/analytics";
import { outbox } from "../db/schema/outbox";
import { formSubmissions } from "../db/schema/submissions";
import { downloadExport, everyRow, filesOnDisk, fullOwner, fullOwnerAppForFile } from "../test/full-owner";
import { authenticator, keyOfUri } from "../test/totp";

const harness = fullOwnerAppForFile();

describe("deleting the account", () => {
  it("refuses a wrong password and deletes nothing", async () => {
    const mine = await fullOwner(harness);
    const res = await mine.owner.post("/api/account/delete", { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("That password is not right. Your account was not deleted.");
    expect(await harness.t.db.select().from(users).where(eq(users.id, mine.owner.userId))).toHaveLength(1);
    expect(harness.stripe.subscriptions.get(mine.subscriptionId)?.status).toBe("active");
    expect(filesOnDisk(harness.t)).toEqual(expect.arrayContaining(mine.files));
    expect((await mine.owner.post("/api/account/delete", {})).status).toBe(400);
  });

  it("leaves no row naming the owner, their forms or leads in any table, and no file; Stripe cancels", async () => {
    const mine = await fullOwner(harness);
    const other = await fullOwner(harness);
    // Audit entries about the owner before: their export, and a role an operator gave them.
    await downloadExport(mine.owner);
    const res = await mine.owner.post("/api/account/delete", { password: mine.owner.password });
    expect(res.status).toBe(200);
    expect((await res.json()).deleted).toEqual({ forms: 2, leadRecords: 5, files: 2, subscriptionsCancelled: 1 });

    // Signed out: the cookie is cleared, and the old session is gone.
    expect(mine.owner.cookie).not.toMatch(/session_token=/);
    expect((await mine.owner.get("/api/account/me")).status).toBe(401);

    expect(harness.stripe.subscriptions.get(mine.subscriptionId)?.status).toBe("canceled");
    expect(
      harness.stripe.requests.some(
        (r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${mine.subscriptionId}`,
      ),
    ).toBe(true);

    const names = [
      mine.owner.userId,
      mine.owner.email,
      mine.phone,
      mine.endpointSecret,
      ...mine.forms,
      ...mine.records,
    ];
    const left = (await everyRow(harness.t)).filter(({ row }) => names.some((n) => row.includes(n)));
    const [deletion] = await harness.t.db.select().from(auditLog).where(eq(auditLog.targetId, mine.owner.userId));
    expect(left).toEqual([{ table: "public.audit_log", row: expect.stringContaining("account.deleted") }]);
    // The entry keeps the id and the marker, and nothing else of the owner.
    expect(deletion).toMatchObject({
      action: "account.deleted",
      address: null,
      actorId: expect.stringMatching(/^deleted:[0-9a-f]{24}$/),
    });
    expect(JSON.stringify(deletion.details)).not.toContain(mine.owner.email);
    // The earlier entries are the marker's now.
    const earlier = await harness.t.db.select().from(auditLog).where(eq(auditLog.actorId, deletion.actorId!));
    expect(earlier.map((e) => e.action).sort()).toEqual(["account.deleted", "account.exported"]);
    expect(earlier.every((e) => e.address === null)).toBe(true);

    const onDisk = filesOnDisk(harness.t);
    for (const file of mine.files) expect(onDisk).not.toContain(file);
    expect(onDisk.filter((f) => mine.forms.some((id) => f.includes(id)))).toEqual([]);
    // The other owner keeps everything.
    expect(onDisk).toEqual(expect.arrayContaining(other.files));
    expect(await harness.t.db.select().from(users).where(eq(users.id, other.owner.userId))).toHaveLength(1);
    expect(
      await harness.t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `sms-code:${other.owner.userId}:abc`)),
    ).toHaveLength(1);
    expect(harness.stripe.subscriptions.get(other.subscriptionId)?.status).toBe("active");
  });

  it("with two-factor on, also needs a current code from the authenticator app", async () => {
    const owner = await harness.t.signUp();
    const enabled = await owner.post("/api/auth/two-factor/enable", { password: owner.password });
    const app = authenticator(keyOfUri(((await enabled.json()) as { totpURI: string }).totpURI));
    expect((await owner.post("/api/auth/two-factor/verify-totp", { code: await app.nextCode() })).status).toBe(200);

    const noCode = await owner.post("/api/account/delete", { password: owner.password });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).error).toBe("Enter the 6-digit code from your authenticator app.");
    expect((await owner.post("/api/account/delete", { password: owner.password, code: "000000" })).status).toBe(400);
    expect(await harness.t.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(1);

    const res = await owner.post("/api/account/delete", { password: owner.password, code: await app.nextCode() });
    expect(res.status).toBe(200);
    expect(await harness.t.db.select().from(users).where(eq(users.id, owner.userId))).toHaveLength(0);
  });
});

describe("deleting one lead", () => {
  it("removes every record, message, counter and video of the lead, and nothing else", async () => {
    const mine = await fullOwner(harness);
    const [first] = mine.forms;
    const [leadA, leadB] = mine.leads;
    const res = await mine.owner.delete(`/api/forms/${first}/leads/${leadA}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ records: 3 });

    const rows = await harness.t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.leadId, leadA));
    expect(rows).toEqual([]);
    expect(await harness.t.db.select().from(leadSteps).where(eq(leadSteps.leadId, leadA))).toEqual([]);
    expect(
      await harness.t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `lead-alert:${mine.records[1]}`)),
    ).toEqual([]);
    const left = (await everyRow(harness.t)).filter(({ row }) =>
      mine.records.slice(0, 3).some((id) => row.includes(id)),
    );
    expect(left).toEqual([{ table: "public.audit_log", row: expect.stringContaining("lead.deleted") }]);
    expect(filesOnDisk(harness.t)).not.toContain(mine.files[0]);
    // The other lead and the form's media stay.
    expect(await harness.t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, leadB))).toHaveLength(2);
    expect(filesOnDisk(harness.t)).toContain(mine.files[1]);

    const again = await mine.owner.delete(`/api/forms/${first}/leads/${leadA}`);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toBe("Lead not found");
  });

  it("answers 404 for another owner's lead, through either form, and keeps it", async () => {
    const mine = await fullOwner(harness);
    const other = await fullOwner(harness);
    const theirs = other.leads[0];
    for (const formId of [other.forms[0], mine.forms[0]]) {
      const res = await mine.owner.delete(`/api/forms/${formId}/leads/${theirs}`);
      expect(res.status).toBe(404);
    }
    expect((await mine.owner.delete(`/api/forms/${mine.forms[0]}/leads/not-an-id`)).status).toBe(404);
    expect((await harness.t.client().delete(`/api/forms/${other.forms[0]}/leads/${theirs}`)).status).toBe(401);
    expect(await harness.t.db.select().from(formSubmissions).where(eq(formSubmissions.leadId, theirs))).toHaveLength(3);
  });
});
