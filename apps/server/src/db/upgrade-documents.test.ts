import { FORM_DOCUMENT_VERSION } from "@yq/form-schema/constants";
import { readFormDocument, type StoredFormRow } from "@yq/form-schema/read-form";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { forms, formVersions } from "./schema/forms";
import { upgradeStoredDocuments } from "./upgrade-documents";
import { legacyJson } from "../test/legacy-json";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const legacyCustomization = JSON.stringify({
  fontFamily: "Roboto",
  redirectSettings: { enabled: true, url: "https://legacy.com", openInNewTab: false },
});

describe("the data migration of stored documents", () => {
  it("upgrades a legacy working copy and snapshot once; reading them then needs no repair", async () => {
    const owner = await t.signUp();
    const [form] = await t.db
      .insert(forms)
      .values({
        userId: owner.userId,
        formType: "other",
        version: 0,
        customization: legacyJson(legacyCustomization),
        services: legacyJson("{broken"),
      })
      .returning();
    await t.db.insert(formVersions).values({
      formId: form.id,
      version: 1,
      document: legacyJson({ name: "Old", customization: legacyCustomization }),
    });

    expect(await upgradeStoredDocuments(t.db)).toEqual({ forms: 1, snapshots: 1 });
    const [row] = await t.db.select().from(forms).where(eq(forms.id, form.id));
    expect(row.version).toBe(FORM_DOCUMENT_VERSION);
    expect(row.customization).toEqual({ fontFamily: "Roboto" });
    expect(row.services).toBeNull();
    expect(readFormDocument(row).redirectSettings).toEqual({
      enabled: true,
      url: "https://legacy.com",
      openInNewTab: false,
    });
    const [snapshot] = await t.db.select().from(formVersions).where(eq(formVersions.formId, form.id));
    const document = snapshot.document as StoredFormRow;
    expect(document.name).toBe("Old");
    expect(readFormDocument(document).redirectSettings).toMatchObject({ url: "https://legacy.com" });

    expect(await upgradeStoredDocuments(t.db)).toEqual({ forms: 0, snapshots: 0 });
  });
});
