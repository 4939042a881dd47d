import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { createFormAs, formDocument } from "../test/form-fixtures";
import { MOWING_LIMIT_MESSAGE } from "./mowing-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("one mowing quote form per account", () => {
  it("answers 409 with mowing-limit.ts's text for a second mowing form, and allows other types", async () => {
    const owner = await t.signUp();
    await createFormAs(owner, { formType: "mowing_quote" });
    const second = await owner.post("/api/forms", formDocument({ formType: "mowing_quote" }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error:
        "You can only create one mowing quote form. Please edit your existing form or contact support for assistance.",
    });
    expect((await owner.post("/api/forms", formDocument({ formType: "snow_quote" }))).status).toBe(201);
    expect((await owner.post("/api/forms", formDocument({ formType: "other" }))).status).toBe(201);

    // The limit is per account: someone else still gets their own.
    const neighbour = await t.signUp();
    expect((await neighbour.post("/api/forms", formDocument({ formType: "mowing_quote" }))).status).toBe(201);
  });

  it("holds under concurrent creates", async () => {
    const owner = await t.signUp();
    const results = await Promise.all(Array.from({ length: 4 }, () => owner.post("/api/forms", formDocument())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(((await res.json()) as { error: string }).error).toBe(MOWING_LIMIT_MESSAGE);
    }
    const rows = await t.db.select().from(forms).where(eq(forms.userId, owner.userId));
    expect(rows).toHaveLength(1);
  });

  it("applies to changing a form's type by PATCH, but lets the mowing form itself save", async () => {
    const owner = await t.signUp();
    const mowing = await createFormAs(owner, { formType: "mowing_quote" });
    const snow = await createFormAs(owner, { formType: "snow_quote" });

    const changed = await owner.patch(`/api/forms/${snow}`, formDocument({ formType: "mowing_quote" }));
    expect(changed.status).toBe(409);
    expect(((await changed.json()) as { error: string }).error).toBe(MOWING_LIMIT_MESSAGE);
    const [row] = await t.db.select().from(forms).where(eq(forms.id, snow));
    expect(row.formType).toBe("snow_quote");

    expect((await owner.patch(`/api/forms/${mowing}`, formDocument({ name: "Still mowing" }))).status).toBe(200);

    // Once the mowing form becomes another type, the slot is free again.
    expect((await owner.patch(`/api/forms/${mowing}`, formDocument({ formType: "other" }))).status).toBe(200);
    expect((await owner.patch(`/api/forms/${snow}`, formDocument({ formType: "mowing_quote" }))).status).toBe(200);
  });

  it("maps a race that only the unique index catches to the same 409", async () => {
    const owner = await t.signUp();
    const snow = await createFormAs(owner, { formType: "snow_quote" });
    const other = await createFormAs(owner, { formType: "other" });
    const results = await Promise.all([
      owner.patch(`/api/forms/${snow}`, formDocument({ formType: "mowing_quote" })),
      owner.patch(`/api/forms/${other}`, formDocument({ formType: "mowing_quote" })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const mowingRows = (await t.db.select().from(forms).where(eq(forms.userId, owner.userId))).filter(
      (r) => r.formType === "mowing_quote",
    );
    expect(mowingRows).toHaveLength(1);
  });
});
