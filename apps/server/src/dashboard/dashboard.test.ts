import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions } from "../db/schema/submissions";
import { createTestApp, type TestApp } from "../test/test-app";
import { createFormAs } from "../test/form-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("dashboard statistics", () => {
  it("needs a session", async () => {
    expect((await t.client().get("/api/dashboard/stats")).status).toBe(401);
  });

  it("answers zeros for a new account", async () => {
    const owner = await t.signUp();
    const res = await owner.get("/api/dashboard/stats");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ totalForms: 0, totalSubmissions: 0 });
  });

  it("counts only the owner's forms and the submission rows of those forms", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const a = await createFormAs(owner, { formType: "mowing_quote" });
    const b = await createFormAs(owner, { formType: "other" });
    const theirs = await createFormAs(other, { formType: "mowing_quote" });
    await t.db
      .insert(formSubmissions)
      .values([{ formId: a }, { formId: a }, { formId: b }, { formId: theirs }, { formId: theirs }]);

    expect(await (await owner.get("/api/dashboard/stats")).json()).toEqual({ totalForms: 2, totalSubmissions: 3 });
    expect(await (await other.get("/api/dashboard/stats")).json()).toEqual({ totalForms: 1, totalSubmissions: 2 });

    await owner.delete(`/api/forms/${a}`);
    expect(await (await owner.get("/api/dashboard/stats")).json()).toEqual({ totalForms: 1, totalSubmissions: 1 });
  });
});
