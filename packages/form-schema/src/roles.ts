import { z } from "zod";

// Who a signed-in person is to the product. No stored role means "user"; admins and super
// admins see the admin area; only a super admin's role cannot drop the last super admin.

export const ROLES = ["user", "admin", "super_admin"] as const;
export type Role = (typeof ROLES)[number];

// Pure: a bundle that only asks isAdminRole (the owner app's first chunk) leaves zod out.
export const roleSchema = /* @__PURE__ */ z.enum(ROLES);

/** Whether the role opens the admin area. */
export const isAdminRole = (role: Role | null | undefined): boolean => role === "admin" || role === "super_admin";
