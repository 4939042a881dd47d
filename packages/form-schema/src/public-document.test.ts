import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { publicFormDocumentSchema, publicPageDataSchema, toPublicDocument } from "./public-document";

describe("the public document", () => {
  it("is the form document without the owner's notification settings", () => {
    const doc = defaultFormDocument();
    doc.notificationSettings = { email: "owner@example.com", notifications_enabled: true };
    const pub = toPublicDocument(doc);
    expect(pub).not.toHaveProperty("notificationSettings");
    expect(JSON.stringify(pub)).not.toContain("owner@example.com");
    expect(publicFormDocumentSchema.parse(pub)).toEqual(pub);
    expect(doc.notificationSettings.email).toBe("owner@example.com");
  });

  it("drops the notification settings when a whole document is parsed as a public one", () => {
    const parsed = publicFormDocumentSchema.parse(defaultFormDocument());
    expect(parsed).not.toHaveProperty("notificationSettings");
  });

  it("is what the page carries with the form id", () => {
    const doc = toPublicDocument(defaultFormDocument());
    expect(publicPageDataSchema.safeParse({ formId: "f", document: doc }).success).toBe(true);
    expect(publicPageDataSchema.safeParse({ document: doc }).success).toBe(false);
  });
});
