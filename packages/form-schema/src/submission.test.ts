import { describe, expect, it } from "vitest";
import { conversionRate, readAnalyticsData } from "./analytics";
import { LEAD_STAGE_LABELS, type LeadRecord, leadStage } from "./lead-lifecycle";
import { customerFieldValue, submissionSchema } from "./submission";

const base = { id: "s1", formId: "f1", createdAt: "2025-01-05T10:00:00.000Z" };

describe("submissionSchema", () => {
  it("fills the loading defaults", () => {
    const sub = submissionSchema.parse(base);
    expect(sub).toMatchObject({
      responseStatus: null,
      messageShown: null,
      consent: false,
      isUpsell: false,
      selectedUpsellServices: [],
      status: "pending",
      submissionStage: "incomplete",
      customerName: null,
      parentSubmissionId: null,
    });
  });

  it("rejects unknown statuses, the description's accepted and rejected among them (the answer is the response)", () => {
    expect(submissionSchema.safeParse({ ...base, status: "completed" }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...base, status: "accepted" }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...base, status: "rejected" }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...base, responseStatus: "maybe" }).success).toBe(false);
  });
});

describe("labels", () => {
  it("names lead stages", () => {
    expect(LEAD_STAGE_LABELS).toEqual({
      started: "Started",
      quoted: "Quoted",
      accepted: "Accepted",
      declined: "Declined",
      upsell: "Upsell",
    });
  });

  it("reads customer fields from the right columns, Not provided when empty", () => {
    const sub = submissionSchema.parse({ ...base, customerName: "Ann", customerPhone: " ", zipcode: "12345" });
    expect(customerFieldValue(sub, "name")).toBe("Ann");
    expect(customerFieldValue(sub, "phone")).toBe("Not provided");
    expect(customerFieldValue(sub, "email")).toBe("Not provided");
    expect(customerFieldValue(sub, "zipcode")).toBe("12345");
  });
});

describe("leadStage", () => {
  const record = (r: Partial<LeadRecord>): LeadRecord => ({
    serviceType: null,
    yardSize: null,
    responseStatus: null,
    isUpsell: false,
    ...r,
  });

  it("follows the visitor through the flow", () => {
    expect(leadStage([])).toBe("started");
    expect(leadStage([record({})])).toBe("started");
    expect(leadStage([record({ serviceType: "mowing" })])).toBe("started");
    expect(leadStage([record({ serviceType: "mowing", yardSize: "small" })])).toBe("quoted");
    expect(leadStage([record({ serviceType: "landscaping" })])).toBe("quoted");
    expect(
      leadStage([record({}), record({ serviceType: "mowing", yardSize: "small", responseStatus: "decline" })]),
    ).toBe("declined");
    const accepted = record({ serviceType: "mowing", yardSize: "small", responseStatus: "accept" });
    expect(leadStage([record({}), accepted])).toBe("accepted");
    expect(leadStage([record({}), accepted, record({ isUpsell: true })])).toBe("upsell");
  });
});

describe("analytics", () => {
  it("reads counters with 0 defaults, from objects or JSON text", () => {
    expect(readAnalyticsData(null)).toEqual({ views: 0, submissions: 0, last_viewed_at: null });
    expect(readAnalyticsData('{"views":10,"submissions":3,"last_viewed_at":"2025-01-05"}')).toEqual({
      views: 10,
      submissions: 3,
      last_viewed_at: "2025-01-05",
    });
    expect(readAnalyticsData({ views: -2, submissions: "4" })).toEqual({
      views: 0,
      submissions: 0,
      last_viewed_at: null,
    });
  });

  it("computes the conversion rate, rounded, 0 without anything, at most 100 (decision 111)", () => {
    expect(conversionRate({ views: 3, submissions: 1 })).toBe(33);
    expect(conversionRate({ views: 3, submissions: 2 })).toBe(67);
    expect(conversionRate({ views: 0, submissions: 0 })).toBe(0);
    // Every lead opened the form: views past an address's limit are not stored, the leads are.
    expect(conversionRate({ views: 0, submissions: 5 })).toBe(100);
  });
});
