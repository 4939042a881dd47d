import { describe, expect, it } from "vitest";
import { LEAD_OUTCOME_LABELS, leadOutcome } from "./lead-view";

describe("leadOutcome", () => {
  it("gives the Submissions table's words: the answer, Pending for a request, Started for a visitor who stopped", () => {
    const word = (...args: Parameters<typeof leadOutcome>) => LEAD_OUTCOME_LABELS[leadOutcome(...args)];
    expect(word("accepted", true, false)).toBe("Accepted");
    expect(word("upsell", true, false)).toBe("Accepted");
    expect(word("declined", true, false)).toBe("Declined");
    // Landscaping or a custom size: an accept with project details waits for the owner's price.
    expect(word("accepted", true, true)).toBe("Pending");
    // An older complete record without an answer.
    expect(word("quoted", true, false)).toBe("Pending");
    expect(word("quoted", false, false)).toBe("Started");
    expect(word("started", false, false)).toBe("Started");
  });
});
