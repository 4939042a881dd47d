import { describe, expect, it } from "vitest";
import { defaultFormDocument } from "./defaults";
import { FORM_GROUP_NAMES, groupColumn, UPGRADED_GROUPS } from "./form-groups";

describe("FORM_GROUPS", () => {
  it("names every settings group of the document, and nothing else", () => {
    const { name: _n, description: _d, status: _s, formType: _t, version: _v, ...groups } = defaultFormDocument();
    expect([...FORM_GROUP_NAMES].sort()).toEqual(Object.keys(groups).sort());
  });

  it("keeps the groups an upgrade rewrites among them, the ones stored before version 1 included", () => {
    expect(UPGRADED_GROUPS).toEqual([
      "notificationSettings",
      "customerFields",
      "services",
      "yardSizes",
      "customization",
      "redirectSettings",
      "upsellSettings",
      "pricingSettings",
    ]);
  });

  it("spells each group's column in snake_case", () => {
    expect(groupColumn("notificationSettings")).toBe("notification_settings");
    expect(groupColumn("services")).toBe("services");
  });
});
