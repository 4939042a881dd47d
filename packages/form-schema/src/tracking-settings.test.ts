import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { toEditorModel, toFormPayload } from "./editor-model";
import { formDocumentSchema } from "./form-document";
import { publicFormDocumentSchema, toPublicDocument } from "./public-document";
import { readFormDocument } from "./read-form";
import { defaultTrackingSettings, readTrackingSettings } from "./tracking-settings";

describe("tracking settings", () => {
  it("push to no tag by default, and on forms stored before the setting existed", () => {
    expect(defaultTrackingSettings()).toEqual({ dataLayer: false, metaPixel: false });
    expect(defaultFormDocument().trackingSettings).toEqual({ dataLayer: false, metaPixel: false });
    expect(readFormDocument({ name: "Old form" }).trackingSettings).toEqual(defaultTrackingSettings());
    expect(readFormDocument({ name: "Old form", trackingSettings: null }).trackingSettings).toEqual(
      defaultTrackingSettings(),
    );
    // A published snapshot from before the setting parses with it off.
    const { trackingSettings: _, ...older } = defaultFormDocument();
    expect(formDocumentSchema.parse(older).trackingSettings).toEqual(defaultTrackingSettings());
  });

  it("keep each valid switch of a broken group and turn the rest off", () => {
    expect(readTrackingSettings({ dataLayer: true, metaPixel: "yes" })).toEqual({ dataLayer: true, metaPixel: false });
    expect(readTrackingSettings("garbage")).toEqual(defaultTrackingSettings());
    expect(readTrackingSettings([true, true])).toEqual(defaultTrackingSettings());
    expect(readFormDocument({ trackingSettings: { metaPixel: true } }).trackingSettings).toEqual({
      dataLayer: false,
      metaPixel: true,
    });
  });

  it("travel through the builder's model, the saved payload and the visitor's document", () => {
    const chosen = { dataLayer: true, metaPixel: true };
    const model = toEditorModel({ ...defaultFormDocument(), trackingSettings: chosen });
    expect(model.trackingSettings).toEqual(chosen);
    const payload = toFormPayload(model);
    expect(formDocumentSchema.parse(payload).trackingSettings).toEqual(chosen);
    expect(publicFormDocumentSchema.parse(toPublicDocument(payload)).trackingSettings).toEqual(chosen);
    const bad = { ...payload, trackingSettings: { dataLayer: "on", metaPixel: true } };
    expect(formDocumentSchema.safeParse(bad).success).toBe(false);
  });
});
