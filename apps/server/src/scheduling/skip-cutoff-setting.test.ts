// The owner's skip cutoff (decision 122): how many hours before a visit's day its customer can
// still skip it from their page, saved with the availability, 24 until changed.
import { DEFAULT_AVAILABILITY } from "@yq/form-schema/scheduling/availability";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scheduleSettings } from "../db/schema/scheduling";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the skip cutoff setting", () => {
  it("is 24 hours until saved, saved from 0 to 168, kept when left out, and refused outside that", async () => {
    const owner = await t.signUp();
    const read = async () => (await (await owner.get("/api/schedule/availability")).json()) as Record<string, unknown>;
    expect(await read()).toMatchObject({ skipCutoffHours: 24 });

    const saved = await owner.put("/api/schedule/availability", { ...DEFAULT_AVAILABILITY, skipCutoffHours: 48 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ skipCutoffHours: 48 });
    const [row] = await t.db.select().from(scheduleSettings).where(eq(scheduleSettings.userId, owner.userId));
    expect(row.skipCutoffHours).toBe(48);
    // The availability document stays as it was: the cutoff lives in its own column.
    expect(row.availability).not.toHaveProperty("skipCutoffHours");

    expect((await owner.put("/api/schedule/availability", { ...DEFAULT_AVAILABILITY, crews: 3 })).status).toBe(200);
    expect(await read()).toMatchObject({ skipCutoffHours: 48, availability: { crews: 3 } });
    expect(
      (await owner.put("/api/schedule/availability", { ...DEFAULT_AVAILABILITY, skipCutoffHours: 0 })).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ skipCutoffHours: 0 });

    for (const [hours, message] of [
      [169, "Enter at most 168 hours (a week)."],
      [-1, "Enter 0 hours or more (0: until the visit's day starts)."],
      [1.5, "Enter a whole number of hours."],
    ] as const) {
      const res = await owner.put("/api/schedule/availability", { ...DEFAULT_AVAILABILITY, skipCutoffHours: hours });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    expect(await read()).toMatchObject({ skipCutoffHours: 0 });
  });
});
