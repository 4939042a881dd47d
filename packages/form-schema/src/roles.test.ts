import { describe, expect, it } from "vitest";
import { isAdminRole, roleSchema } from "./roles";

describe("roles", () => {
  it("opens the admin area to admins and super admins only", () => {
    expect(isAdminRole("admin")).toBe(true);
    expect(isAdminRole("super_admin")).toBe(true);
    expect(isAdminRole("user")).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
  });

  it("knows no other role", () => {
    expect(roleSchema.safeParse("owner").success).toBe(false);
    expect(roleSchema.safeParse("super_admin").success).toBe(true);
  });
});
