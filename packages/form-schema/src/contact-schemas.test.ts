import { describe, expect, it } from "vitest";
import { ADDRESS_FIELD_TYPES, CONTACT_FIELDS, CONTACT_KEYS } from "./contact-fields";
import { leadViewSchema } from "./lead-view";
import { geocodeResultSchema } from "./map-config";
import { customerAnswersSchema } from "./public-payloads";
import { submissionSchema } from "./submission";
import { webhookLeadDataSchema } from "./webhooks";

// The views, payloads and exports built from contact-fields.ts keep the keys and the order they
// had when each spelled the fields out: receivers and screens see no change.

const keysOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);

describe("contact shapes from the one list", () => {
  it("keep the record and lead views' columns in place, after the stage and the date", () => {
    const sub = keysOf(submissionSchema);
    expect(sub.slice(sub.indexOf("createdAt") + 1, sub.indexOf("serviceType"))).toEqual([...CONTACT_KEYS]);
    const lead = keysOf(leadViewSchema);
    expect(lead.slice(lead.indexOf("stage") + 1, lead.indexOf("consent"))).toEqual([...CONTACT_KEYS]);
  });

  it("read a missing column as null in the record view, and require it in the lead view", () => {
    const sub = submissionSchema.parse({ id: "s", formId: "f", createdAt: "2025-01-01T00:00:00.000Z" });
    for (const column of CONTACT_KEYS) expect(sub[column], column).toBeNull();
    expect(leadViewSchema.shape.zipcode.safeParse(undefined).success).toBe(false);
    expect(leadViewSchema.shape.customerName.parse(null)).toBeNull();
  });

  it("give the webhook payload its contact keyed by field type, text or null", () => {
    const contact = webhookLeadDataSchema.shape.contact;
    expect(Object.keys(contact.shape)).toEqual(["name", "email", "phone", "street", "city", "state", "zipcode"]);
    const full = Object.fromEntries(CONTACT_FIELDS.map((f) => [f.type, f.type === "city" ? null : "x"]));
    expect(contact.parse(full)).toEqual(full);
    expect(contact.safeParse({ ...full, phone: 5 }).success).toBe(false);
  });

  it("bound a visitor's answer and name the geocoder's address parts", () => {
    expect(customerAnswersSchema.safeParse({ email: "a".repeat(500) }).success).toBe(true);
    expect(customerAnswersSchema.safeParse({ email: "a".repeat(501) }).success).toBe(false);
    expect(customerAnswersSchema.safeParse({ website: "x" }).success).toBe(false);
    expect(ADDRESS_FIELD_TYPES).toEqual(["street", "city", "state", "zipcode"]);
    expect(keysOf(geocodeResultSchema)).toEqual(["label", "lat", "lng", "street", "city", "state", "zipcode"]);
  });
});
