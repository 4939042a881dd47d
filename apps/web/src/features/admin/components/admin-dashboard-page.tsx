import { PlaceholderPage } from "@/components/ui/placeholder-page";

export function AdminDashboardPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
