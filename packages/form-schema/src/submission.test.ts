import { describe, expect, it } from "vitest";
import { conversionRate, readAnalyticsData } from "./analytics";
import { LEAD_STAGE_LABELS, leadStage, type LeadRecord } from "./lead-stage";
import { SUBMISSION_STATUS_LABELS, customerFieldValue, quoteStatusLabel, submissionSchema } from "./submission";

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

  it("rejects unknown statuses", () => {
    expect(submissionSchema.safeParse({ ...base, status: "completed" }).success).toBe(false);
    expect(submissionSchema.safeParse({ ...base, responseStatus: "maybe" }).success).toBe(false);
  });
});

describe("labels", () => {
  it("shows Accepted, Declined or Pending as the quote status", () => {
    expect(quoteStatusLabel({ responseStatus: "accept", status: "pending" })).toBe("Accepted");
    expect(quoteStatusLabel({ responseStatus: "decline", status: "pending" })).toBe("Declined");
    expect(quoteStatusLabel({ responseStatus: null, status: "accepted" })).toBe("Accepted");
    expect(quoteStatusLabel({ responseStatus: null, status: "rejected" })).toBe("Declined");
    expect(quoteStatusLabel({ responseStatus: null, status: "pending" })).toBe("Pending");
    expect(quoteStatusLabel({ responseStatus: null, status: "incomplete" })).toBe("Pending");
  });

  it("capitalises statuses and names lead stages", () => {
    expect(SUBMISSION_STATUS_LABELS).toEqual({
      pending: "Pending",
      accepted: "Accepted",
      rejected: "Rejected",
      incomplete: "Incomplete",
    });
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

  it("computes the conversion rate, rounded, 0 without views", () => {
    expect(conversionRate({ views: 3, submissions: 1 })).toBe(33);
    expect(conversionRate({ views: 3, submissions: 2 })).toBe(67);
    expect(conversionRate({ views: 0, submissions: 5 })).toBe(0);
  });
});
