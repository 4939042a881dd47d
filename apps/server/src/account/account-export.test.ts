// The account export: it holds all of the owner's data, their work on each lead
// included, and none of anyone else's.
import { describe, expect, it } from "vitest";
import { insertAnsweredLead, insertForm } from "../test/lead-fixtures";
import { downloadExport, fullOwner, fullOwnerAppForFile } from "../test/full-owner";

const harness = fullOwnerAppForFile();

describe("the account export", () => {
  it("holds every form, version, lead and setting of the owner, no secret, and nothing of another owner", async () => {
    const mine = await fullOwner(harness);
    const other = await fullOwner(harness);
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
      expect.objectContaining({ url: `${harness.t.env.publicUrl}/media/form-yard-size-media/${first}/small/yard.gif` }),
    ]);
    const leadsA = JSON.parse(files[`forms/${first}/leads.json`]);
    expect(leadsA).toHaveLength(1);
    expect(leadsA[0].leadId).toBe(mine.leads[0]);
    expect(leadsA[0].records.map((r: { id: string }) => r.id).sort()).toEqual(mine.records.slice(0, 3).sort());
    const complete = leadsA[0].records.find((r: { id: string }) => r.id === mine.records[1]);
    expect(complete).toMatchObject({ notes: "Call after 5pm", videoUrl: `/media/${mine.files[0]}` });
    expect(complete).not.toHaveProperty("leadTokenHash");
    expect(leadsA[0]).toMatchObject({
      status: "contacted",
      notes: [expect.objectContaining({ body: "Left a voicemail" })],
      pricesShown: [expect.objectContaining({ quote: expect.objectContaining({ yardSize: "small" }) })],
    });
    const leadsB = JSON.parse(files[`forms/${second}/leads.json`]);
    expect(leadsB.map((l: { leadId: string }) => l.leadId)).toEqual([mine.leads[1]]);

    const everything = Object.values(files).join("\n");
    expect(everything).not.toContain(mine.endpointSecret);
    for (const id of [other.owner.userId, other.owner.email, other.phone, ...other.forms, ...other.records]) {
      expect(everything).not.toContain(id);
    }
  });

  it("is a whole lead list when a form has more leads than one batch", async () => {
    const owner = await harness.t.signUp();
    const form = await insertForm(harness.t.db, owner.userId);
    const leadIds = new Set<string>();
    for (let i = 0; i < 230; i++) leadIds.add((await insertAnsweredLead(harness.t.db, form.id, "accept")).leadId);
    const files = await downloadExport(owner);
    const leads = JSON.parse(files[`forms/${form.id}/leads.json`]) as { leadId: string; records: unknown[] }[];
    expect(new Set(leads.map((l) => l.leadId))).toEqual(leadIds);
    expect(leads.every((l) => l.records.length === 2)).toBe(true);
  });

  it("needs a session", async () => {
    expect((await harness.t.client().get("/api/account/export")).status).toBe(401);
  });
});
