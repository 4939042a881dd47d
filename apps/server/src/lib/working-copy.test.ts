import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedForm } from "../test/seed-submissions";
import { findOwnedForm } from "./owned-form";
import { workingCopy } from "./working-copy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a form's working copy read once a version (decision 130)", () => {
  it("is the same frozen object while the row is unchanged, and read again after any writer's update", async () => {
    const owner = await t.signUp();
    const form = await seedForm(t.db, owner.userId, { name: "Green Lawns" });
    const first = workingCopy(await findOwnedForm(t.db, owner.userId, form.id));
    expect(first.name).toBe("Green Lawns");
    expect(workingCopy(await findOwnedForm(t.db, owner.userId, form.id))).toBe(first);
    expect(Object.isFrozen(first.customerFields.fields[0])).toBe(true);

    // A writer that leaves updated_at alone (as the accept's count and the media moves do).
    const before = (await findOwnedForm(t.db, owner.userId, form.id)).updatedAt;
    await t.db.execute(sql`update forms set name = 'Blue Lawns' where id = ${form.id}`);
    const changed = await findOwnedForm(t.db, owner.userId, form.id);
    expect(changed.updatedAt).toEqual(before);
    const second = workingCopy(changed);
    expect(second).not.toBe(first);
    expect(second.name).toBe("Blue Lawns");

    // An update that writes the same values is a new row version too: read again, equal.
    await t.db.update(forms).set({ name: "Blue Lawns" }).where(eq(forms.id, form.id));
    const third = workingCopy(await findOwnedForm(t.db, owner.userId, form.id));
    expect(third).not.toBe(second);
    expect(third).toEqual(second);
  });

  it("answers another owner's form 404 before anything is read", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const form = await seedForm(t.db, owner.userId);
    await expect(findOwnedForm(t.db, other.userId, form.id)).rejects.toMatchObject({ status: 404 });
  });
});
