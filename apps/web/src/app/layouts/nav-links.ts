import {
  Gauge,
  FileText,
  Inbox,
  CalendarDays,
  CreditCard,
  User,
  Webhook,
  LayoutDashboard,
  Users,
  Images,
  Settings,
  ScrollText,
  type LucideIcon,
} from "lucide-react";
import { isAdminRole, type Role } from "@yq/form-schema/roles";

export type NavLinkItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

const OWNER_LINKS: NavLinkItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: Gauge },
  { to: "/forms", label: "Forms", icon: FileText },
  { to: "/leads", label: "Leads", icon: Inbox },
  { to: "/schedule", label: "Schedule", icon: CalendarDays },
  { to: "/subscription", label: "Subscription", icon: CreditCard },
  { to: "/webhooks", label: "Webhooks", icon: Webhook },
  { to: "/profile", label: "Profile", icon: User },
];

const ADMIN_LINKS: NavLinkItem[] = [
  { to: "/admin", label: "Admin Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/users", label: "User Management", icon: Users },
  { to: "/admin/yard-size-media", label: "Media Library", icon: Images },
  { to: "/admin/settings", label: "Settings", icon: Settings },
];

/** The audit log is the super admins' alone: it holds every account's security events. */
const AUDIT_LINK: NavLinkItem = { to: "/admin/audit", label: "Audit Log", icon: ScrollText };

/** Inside /admin the list switches to the admin area's links, shown to admins only. */
export function navLinksFor(pathname: string, role: Role | undefined): NavLinkItem[] {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    if (!isAdminRole(role)) return [];
    return role === "super_admin" ? [...ADMIN_LINKS, AUDIT_LINK] : ADMIN_LINKS;
  }
  return OWNER_LINKS;
}
