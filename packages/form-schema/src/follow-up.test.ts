import { describe, expect, it } from "vitest";
import { defaultFollowUpSettings, readFollowUpSettings } from "./follow-up";
import { formDocumentSchema } from "./form-document";
import { defaultFormDocument } from "./defaults";
import { readFormDocument } from "./read-form";

describe("follow-up settings", () => {
  it("read as the defaults (on, 2 hours) on forms stored before they existed", () => {
    expect(readFormDocument({ name: "Old form", followUpSettings: null }).followUpSettings).toEqual(
      defaultFollowUpSettings(),
    );
    expect(readFollowUpSettings({ enabled: "yes" })).toEqual(defaultFollowUpSettings());
    const { followUpSettings: _, ...older } = defaultFormDocument();
    expect(formDocumentSchema.parse(older).followUpSettings).toMatchObject({ enabled: true, delayHours: 2 });
  });

  it("keep what the owner chose and refuse a delay outside 1 to 72 hours", () => {
    const chosen = { enabled: false, delayHours: 24, subject: "Hi", message: "Come back" };
    expect(readFormDocument({ followUpSettings: chosen }).followUpSettings).toEqual(chosen);
    const doc = { ...defaultFormDocument(), followUpSettings: { ...chosen, delayHours: 0 } };
    expect(formDocumentSchema.safeParse(doc).error?.issues[0]?.message).toBe(
      "Send the follow-up at least 1 hour later.",
    );
  });
});
