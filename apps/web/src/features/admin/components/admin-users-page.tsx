import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AdminUsersPage() {
  return <PlaceholderPage title="User Management" />;
}
