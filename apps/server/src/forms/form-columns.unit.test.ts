import { defaultFormDocument } from "@yq/form-schema/defaults";
import { FORM_GROUP_NAMES, groupColumn } from "@yq/form-schema/form-groups";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms } from "../db/schema/forms";
import { documentColumns } from "./store-document";

// The forms table stores each settings group of the document in a jsonb column of its own
// (packages/form-schema/src/form-groups.ts): a group without its column would be dropped on save.
describe("forms table", () => {
  const columns = getTableColumns(forms);

  it("has one jsonb column for each settings group, named as the registry spells it", () => {
    const stored = FORM_GROUP_NAMES.map((group) => {
      const column = columns[group];
      return [group, column?.name, column?.dataType];
    });
    expect(stored).toEqual(FORM_GROUP_NAMES.map((group) => [group, groupColumn(group), "json"]));
  });

  it("keeps no other jsonb column than the groups and the view counters", () => {
    const jsonColumns = Object.entries(columns)
      .filter(([, column]) => column.dataType === "json")
      .map(([key]) => key);
    expect(jsonColumns.sort()).toEqual([...FORM_GROUP_NAMES, "analyticsData"].sort());
  });

  it("is written every group by a save (documentColumns)", () => {
    const written = documentColumns(defaultFormDocument());
    expect(FORM_GROUP_NAMES.filter((group) => !(group in written))).toEqual([]);
  });
});
