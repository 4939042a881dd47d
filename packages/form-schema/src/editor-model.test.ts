import { describe, expect, it } from "vitest";
import { defaultFormDocument, defaultFormDocumentFor } from "./defaults";
import { newEditorModel, toEditorModel, toFormPayload, withNotificationSettings } from "./editor-model";
import { formDocumentSchema } from "./form-document";
import { richText } from "./rich-text";

describe("editor model", () => {
  it("starts a new form as an untitled draft without id, notifications on", () => {
    const model = newEditorModel();
    expect(model.basicInfo).toStrictEqual({
      id: null,
      name: "Untitled Form",
      description: "",
      status: "draft",
      notificationSettings: { email: null, notifications_enabled: true },
    });
    expect(model.notificationSettings).toStrictEqual({ email: null, notifications_enabled: true });
    expect(model.formType).toBe("mowing_quote");
  });

  it("maps a stored row into the model, with the status taken from the row", () => {
    const model = toEditorModel({
      id: "f1",
      name: "Lawn",
      status: "published",
      formType: "snow_quote",
      notificationSettings: { email: "me@x.io" },
      services: "garbage",
    });
    expect(model.basicInfo).toMatchObject({ id: "f1", name: "Lawn", status: "published" });
    expect(model.basicInfo.notificationSettings).toStrictEqual({ email: "me@x.io", notifications_enabled: true });
    expect(model.notificationSettings).toStrictEqual({ email: "me@x.io", notifications_enabled: true });
    expect(model.formType).toBe("snow_quote");
    // A broken services group falls back to what a new form of its type offers.
    expect(model.services).toStrictEqual(defaultFormDocumentFor("snow_quote").services);
  });

  it("round-trips: toFormPayload(toEditorModel(doc)) gives the document back", () => {
    const doc = defaultFormDocument();
    doc.name = "Round";
    doc.upsellSettings.services = [{ id: "a", name: "Aeration", enabled: true, order: 0, price: 20, unit: "job" }];
    expect(toFormPayload(toEditorModel({ id: "x", ...doc }))).toStrictEqual(doc);
  });

  it("carries the pricing groups of every form type through the model (decision 097)", () => {
    for (const formType of ["mowing_quote", "snow_quote", "other"] as const) {
      const doc = defaultFormDocumentFor(formType);
      doc.pricingSettings.taxRate = 8.25;
      expect(toFormPayload(toEditorModel(doc))).toStrictEqual(doc);
      expect(toFormPayload(newEditorModel(formType))).toStrictEqual(defaultFormDocumentFor(formType));
    }
  });

  it("renumbers the listed services in the owner's order on save", () => {
    const model = newEditorModel("snow_quote");
    const plowing = model.services.listed[0]!;
    model.services = {
      ...model.services,
      listed: [
        { ...plowing, id: "b", order: 7 },
        { ...plowing, id: "a", order: 3 },
      ],
    };
    expect(toFormPayload(model).services.listed.map((s) => [s.id, s.order])).toEqual([
      ["a", 0],
      ["b", 1],
    ]);
  });

  it("builds a payload the draft schema accepts", () => {
    expect(formDocumentSchema.safeParse(toFormPayload(newEditorModel())).success).toBe(true);
  });

  it("takes notification settings from basicInfo, the copy the Basic Info step edits", () => {
    const model = newEditorModel();
    model.basicInfo.notificationSettings = { email: "  ", notifications_enabled: false };
    model.notificationSettings = { email: "stale@x.io", notifications_enabled: true };
    expect(toFormPayload(model).notificationSettings).toStrictEqual({ email: null, notifications_enabled: false });
  });

  it("withNotificationSettings keeps both copies in step", () => {
    const next = withNotificationSettings(newEditorModel(), { email: "a@b.co", notifications_enabled: false });
    expect(next.basicInfo.notificationSettings).toStrictEqual({ email: "a@b.co", notifications_enabled: false });
    expect(next.notificationSettings).toStrictEqual({ email: "a@b.co", notifications_enabled: false });
  });

  it("derives the consent plain text from the rich text on save", () => {
    const model = newEditorModel();
    model.customerFields.consent.richText = richText("<p>I accept the <a href='/t'>terms</a> &amp; privacy</p>");
    model.customerFields.consent.text = "stale";
    expect(toFormPayload(model).customerFields.consent.text).toBe("I accept the terms & privacy");
  });

  it("renumbers customer field and upsell orders and keeps essentials required", () => {
    const model = newEditorModel();
    model.customerFields.fields[0] = { ...model.customerFields.fields[0]!, required: false };
    model.customerFields.fields[6] = { ...model.customerFields.fields[6]!, order: 3 };
    model.upsellSettings.services = [
      { id: "b", name: "B", enabled: true, order: 7, price: null, unit: "visit" },
      { id: "a", name: "A", enabled: true, order: 2, price: null, unit: "visit" },
    ];
    const payload = toFormPayload(model);
    expect(payload.customerFields.fields.map((f) => [f.type, f.order])).toEqual([
      ["name", 0],
      ["email", 1],
      ["phone", 2],
      ["street", 3],
      ["zipcode", 4],
      ["city", 5],
      ["state", 6],
    ]);
    expect(payload.customerFields.fields[0]!.required).toBe(true);
    expect(payload.upsellSettings.services).toEqual([
      { id: "a", name: "A", enabled: true, order: 0, price: null, unit: "visit" },
      { id: "b", name: "B", enabled: true, order: 1, price: null, unit: "visit" },
    ]);
  });
});

describe("button labels edited as plain text, stored as HTML", () => {
  it("round-trips what the owner typed exactly, markup-looking text included", () => {
    const model = newEditorModel();
    model.customization.textContent.acceptButton = "Yes <3 & <Pro> care";
    model.customization.textContent.submitButton = "Line one\nLine two";
    model.upsellSettings.upsellMessage = "Add <more>?";
    const payload = toFormPayload(model);
    expect(payload.customization.textContent.acceptButton).toBe("Yes &lt;3 &amp; &lt;Pro&gt; care");
    expect(payload.customization.textContent.submitButton).toBe("Line one<br>Line two");
    expect(payload.upsellSettings.upsellMessage).toBe("Add &lt;more&gt;?");
    const again = toEditorModel({ ...payload, id: "f1" } as never);
    expect(again.customization.textContent.acceptButton).toBe("Yes <3 & <Pro> care");
    expect(again.customization.textContent.submitButton).toBe("Line one\nLine two");
    expect(again.upsellSettings.upsellMessage).toBe("Add <more>?");
    expect(toFormPayload(again)).toEqual(payload);
  });
});

describe("rich texts stay the editor's HTML", () => {
  it("passes title, descriptions, headline, messages and disclaimer through unchanged", () => {
    const model = newEditorModel();
    const text = model.customization.textContent;
    text.formTitle = richText("Get <strong>Your</strong> Quote");
    text.formDescription = richText("<p>One</p><p><em>Two</em></p>");
    text.cardDescription = richText("Mow &amp; edge");
    text.offerHeadline = richText('<a href="https://example.com">Offer</a>');
    text.acceptMessage = richText("<u>Thanks</u>");
    text.declineMessage = richText("Maybe <i>later</i>");
    text.quoteDisclaimer = richText("<ul><li>No contract</li></ul>");
    const payload = toFormPayload(model).customization.textContent;
    for (const key of [
      "formTitle",
      "formDescription",
      "cardDescription",
      "offerHeadline",
      "acceptMessage",
      "declineMessage",
      "quoteDisclaimer",
    ] as const) {
      expect(payload[key]).toBe(text[key]);
    }
    expect(toEditorModel({ ...toFormPayload(model), id: "f1" } as never).customization.textContent.formTitle).toBe(
      text.formTitle,
    );
  });
});
